import type { ShareState } from '../../core/share/share-state.ts';
import { findBlocks } from './embed-blocks.ts';
import { embedLink } from './embed-link.ts';
import { makePreview, openFrame, type Preview } from './embed-preview.ts';
import { hostTheme, watchHostTheme } from './embed-theme.ts';

// embed.js: one classic script that turns a docs page's marked YAML blocks into live previews of
// the playground (`?embed` in an iframe), each loaded when it scrolls near. Built on its own into
// the build's `embed.js` (scripts/vite-embed-script.ts); the README's "Live examples in your docs"
// documents the markup.

/** The playground's newest kops version, inlined by the build (core/kops/behaviour.ts): a block without data-kops-version renders for it. */
declare const __NEWEST_KOPS_VERSION__: string;

// A classic script knows its own element while it runs, defer or async alike.
const script = (document.currentScript as HTMLScriptElement | null)?.src;
/** The playground: the folder embed.js was loaded from. */
const base = new URL('./', script ?? location.href).href;
const origin = new URL(base).origin;
const previews = new Set<Preview>();

const post = (p: Preview, message: object): void => p.frame?.contentWindow?.postMessage(message, origin);

/** The view a block asks for; `text` empty when the spec has to go by message. */
function stateOf(p: Preview, text: string): ShareState {
  const state: ShareState = { text, kopsVersion: p.block.option('data-kops-version') || __NEWEST_KOPS_VERSION__ };
  const runtime = p.block.option('data-runtime');
  if (runtime) state.runtime = runtime;
  const distro = p.block.option('data-distro');
  if (distro) state.distro = distro;
  const unit = p.block.option('data-unit');
  if (unit) state.unit = unit;
  // The instance group, as `kops-hooks docs` puts ig= in its links (cli/commands/docs-rewrite.ts).
  const group = p.block.option('data-ig');
  if (group) state.group = group;
  return state;
}

/** The block's link, made once (in idle time, or when the block comes near) and put on its "Open in playground". */
function linkOf(p: Preview): Promise<string | null> {
  p.fragment ??= embedLink(stateOf(p, p.block.text)).then((fragment) => {
    if (fragment) p.link.href = `${base}${fragment}`;
    else p.link.title = 'Too long for a link';
    return fragment;
  });
  return p.fragment;
}

/** Points the frame at the embed, once the block is near the viewport. */
async function load(p: Preview): Promise<void> {
  let fragment = await linkOf(p);
  if (fragment === null) {
    // Too long for a URL: the embed opens on the version and options alone, and the spec follows by message.
    p.posted = p.block.text;
    fragment = await embedLink(stateOf(p, ''));
  }
  openFrame(p, `${base}?embed${p.readonly ? '&readonly' : ''}&theme=${hostTheme()}${fragment ?? ''}`);
}

const nearby = new IntersectionObserver((entries) => {
  for (const entry of entries) {
    if (!entry.isIntersecting) continue;
    nearby.unobserve(entry.target);
    for (const p of previews) if (p.wrapper === entry.target) void load(p);
  }
}, { rootMargin: '300px' });

const idle = (task: () => void): void => void (window.requestIdleCallback ?? setTimeout)(task);

/** Finds the page's new marked blocks and gives each a preview; their links follow in idle time, one a task. */
function scan(): void {
  // Previews a page took away (MkDocs Material's instant navigation replaces the article): no longer watched nor kept.
  for (const p of previews) {
    if (p.wrapper.isConnected) continue;
    nearby.unobserve(p.wrapper);
    previews.delete(p);
  }
  for (const block of findBlocks(document)) {
    const p = makePreview(block, base);
    previews.add(p);
    nearby.observe(p.wrapper);
    idle(() => void linkOf(p));
  }
}

addEventListener('message', (event) => {
  if (event.origin !== origin) return;
  const data = event.data as { type?: unknown; height?: unknown } | null;
  for (const p of previews) {
    if (!p.frame || event.source !== p.frame.contentWindow) continue;
    // The frame's own borders come on top of the content's height; at most the reader's viewport
    // (a Boot order drawing is 3,000 px tall): the rest scrolls inside the frame, under its bar.
    if (data?.type === 'resize' && typeof data.height === 'number' && data.height > 0 && data.height < 1e5) p.frame.style.height = `${Math.min(Math.ceil(data.height) + p.frame.offsetHeight - p.frame.clientHeight, innerHeight)}px`;
    if (data?.type === 'ready') {
      post(p, { type: 'set-theme', theme: hostTheme() });
      if (p.posted !== undefined) post(p, { type: 'set-spec', ...stateOf(p, p.posted) });
    }
  }
});


let pending = 0;
const start = (): void => {
  watchHostTheme(() => {
    for (const p of previews) post(p, { type: 'set-theme', theme: hostTheme() });
  });
  scan();
  // Pages that bring in content later (MkDocs Material's instant navigation, single-page docs).
  new MutationObserver(() => {
    cancelAnimationFrame(pending);
    pending = requestAnimationFrame(scan);
  }).observe(document.body, { childList: true, subtree: true });
};
if (document.readyState === 'loading') addEventListener('DOMContentLoaded', start);
else start();
