// First: starts what the first render waits for before the rest of the entry is evaluated.
import { earlyDraft, earlyLink } from './early-requests.ts';
import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import './styles/tokens.css';
import './styles/base.css';
import './styles/layout.css';
import './styles/output.css';
import './styles/problems.css';
import { afterFirstPaint } from './after-first-paint.ts';
import { timeFirstRender } from './first-render-timing.ts';
import { saveBeforeReload } from './pwa/save-before-reload.ts';
import { bootShare } from './share/boot-share.ts';
import { loadShareCodec } from './share/share-codec.ts';
import { ShareRoot } from './share/share-root.tsx';

// The address (permalink, ?example, ?embed) is applied to the store before the first paint; a
// plain visit shows its draft, chosen from localStorage in the entry's own task or else after one
// IndexedDB read (drafts/choose-draft.ts).
const boot = bootShare({ draft: earlyDraft, link: earlyLink });
const { params } = boot;
// The colour tokens follow the OS unless the address pins a theme (styles/tokens.css).
if (params.theme) document.documentElement.dataset.theme = params.theme;
// The offline copy (scripts/vite-pwa.ts), in builds only and never in an embed: a documentation
// page's visitor should not download the whole app into their cache for one example. Registered
// once the units are painted and the page has loaded, so that its two chunks never run first.
const registerOffline = (): void => {
  if (!import.meta.env.PROD || params.embed || !('serviceWorker' in navigator)) return;
  const register = (): void => void import('./pwa/register-sw.ts').then((m) => m.registerServiceWorker(saveBeforeReload));
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
};
const render = (): void => {
  const root = document.getElementById('root');
  if (!root) return;
  const reactRoot = createRoot(root);
  // Rendered in this task: a scheduled render would leave the browser a style and layout pass
  // of the empty page between the script and the units.
  timeFirstRender(() => flushSync(() => reactRoot.render(<StrictMode><ShareRoot params={params} /></StrictMode>)));
  // What the first view does not need, once it is painted: the drafts session (autosave, Recent
  // drafts, the old drafts' move, stale drafts' clean-up), the permalink codec (there before the
  // first edit, "Copy link" or an embed's "Open in playground": share/share-codec.ts), and the
  // service worker.
  afterFirstPaint(() => {
    boot.later();
    void loadShareCodec();
    registerOffline();
  });
};
if (boot.ready) void boot.ready.then(render);
else render();
