import { useMemo } from 'react';
import { useCompareStore } from '../compare/compare-store.ts';
import { copyText } from '../output/copy-text.ts';
import { useStore } from '../store/store.ts';
import { analyzeOptions } from '../store/use-analysis.ts';
import { shownOptions } from '../store/shown-options.ts';
import { currentLink } from './current-link.ts';
import { useLinkPanel } from './link-panel-store.ts';
import { NEW_SPEC_TEXT } from '../examples/new-spec.ts';
import { openView } from './open-view.ts';
import type { PermalinkPanel as Panel } from './permalink-panel.tsx';
import { loadShareCodec, useShareCodec } from './share-codec.ts';

/**
 * The Permalink box, a chunk loaded by the first Copy link or Copy as Markdown with the codec
 * they wait for anyway: it opens only once both are in, and the first paint needs neither.
 */
let PermalinkPanel: typeof Panel | null = null;
let panelLoading: Promise<unknown> | null = null;
function loadPermalinkPanel(): Promise<unknown> {
  panelLoading ??= import('./permalink-panel.tsx').then((m) => (PermalinkPanel = m.PermalinkPanel));
  return panelLoading;
}

/**
 * "New": a minimal spec with one hook (examples/new-spec.ts) to edit or paste over; the current
 * one goes to Recent drafts, and Ctrl+Z in the editor brings it back (openView edits through it).
 */
export function NewButton() {
  return (
    <button type="button" onClick={() => openView({ text: NEW_SPEC_TEXT })} title="Start a new spec; the current one is kept in Recent drafts">
      New
    </button>
  );
}

/** "Copy link": copies the view's permalink and opens the Permalink box (the toolbar's primary action). */
export function CopyLinkButton() {
  const show = useLinkPanel((s) => s.show);
  const copyLink = async (): Promise<void> => {
    const [codec] = await Promise.all([loadShareCodec(), loadPermalinkPanel()]);
    const now = currentLink(codec);
    show('');
    if (now.url === null) return;
    show((await copyText(now.url)) ? 'Copied.' : 'The browser did not allow copying: select the link in the box and copy it.');
  };
  return <button type="button" className="primary" onClick={() => void copyLink()}>Copy link</button>;
}

/** "Copy as Markdown": the YAML, the rendered units and the link, for an issue. */
export function CopyMarkdownButton() {
  const show = useLinkPanel((s) => s.show);
  const copyMarkdown = async (): Promise<void> => {
    const s = useStore.getState();
    const shown = shownOptions(s, useCompareStore.getState());
    // The full analysis (with lint) comes from the lazily loaded core entry, not the main chunk.
    const [{ analyze }, { shareMarkdown }, codec] = await Promise.all([import('../../core/index.ts'), import('./markdown.ts'), loadShareCodec(), loadPermalinkPanel()]);
    const markdown = shareMarkdown(s.text, analyze(s.text, analyzeOptions(shown.kopsVersion, shown.runtime, s.distro)), s.group, currentLink(codec).url);
    show((await copyText(markdown)) ? 'Markdown copied.' : 'The browser did not allow copying.');
  };
  return (
    <button type="button" aria-label="Copy as Markdown" onClick={() => void copyMarkdown()} title="Copy as Markdown: the YAML, the rendered units and the link, for an issue">
      Markdown
    </button>
  );
}

/** The Permalink box under the toolbar while open; it follows the view, so it never shows a stale link. */
export function PermalinkStrip() {
  const { open, status, close } = useLinkPanel();
  const text = useStore((s) => s.text);
  const kopsVersion = useStore((s) => s.kopsVersion);
  const runtime = useStore((s) => s.runtime);
  const distro = useStore((s) => s.distro);
  const group = useStore((s) => s.group);
  const unit = useStore((s) => s.unit);
  const outputView = useStore((s) => s.outputView);
  const compare = useCompareStore((s) => s);
  // Copy link opens the box once the codec and the box's chunk have loaded, so both are there by then.
  const codec = useShareCodec();
  const link = useMemo(() => (open && codec ? currentLink(codec) : null), [open, codec, text, kopsVersion, runtime, distro, group, unit, outputView, compare]);
  if (!link || !PermalinkPanel) return null;
  return <PermalinkPanel url={link.url} problem={link.problem} text={text} status={status} onClose={close} />;
}
