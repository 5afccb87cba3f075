import { useMemo, useState } from 'react';
import { DraftNotices } from '../drafts/draft-notices.tsx';
import { copyText } from '../output/copy-text.ts';
import { useStore } from '../store/store.ts';
import { useCompareStore } from '../compare/compare-store.ts';
import { analyzeOptions } from '../store/use-analysis.ts';
import { shareMarkdown } from './markdown.ts';
import { openView } from './open-view.ts';
import { PermalinkPanel } from './permalink-panel.tsx';
import { RecentDraftsMenu } from './recent-drafts-menu.tsx';
import { ShareNotices } from './share-notices.tsx';
import { fragmentOf, pageUrl } from './url-state.ts';

/** The link for the view on screen, or why there is none. */
function currentLink(): { url: string | null; problem: string | null } {
  const encoded = fragmentOf(useStore.getState(), useCompareStore.getState());
  return encoded.ok ? { url: pageUrl(encoded.fragment, false), problem: null } : { url: null, problem: encoded.message };
}

/** The header's sharing controls: Copy link (+ Permalink box), Copy as Markdown, New, Recent drafts. */
export function ShareControls() {
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState('');
  // While the box is open it follows the view, so it never shows a stale link.
  const text = useStore((s) => s.text);
  const kopsVersion = useStore((s) => s.kopsVersion);
  const runtime = useStore((s) => s.runtime);
  const group = useStore((s) => s.group);
  const unit = useStore((s) => s.unit);
  const compare = useCompareStore((s) => s);
  const link = useMemo(() => (open ? currentLink() : null), [open, text, kopsVersion, runtime, group, unit, compare]);

  const copyLink = async (): Promise<void> => {
    const now = currentLink();
    setOpen(true);
    setStatus('');
    if (now.url === null) return;
    setStatus((await copyText(now.url)) ? 'Copied.' : 'The browser did not allow copying: select the link in the box and copy it.');
  };
  const copyMarkdown = async (): Promise<void> => {
    const s = useStore.getState();
    // The full analysis (with lint) comes from the lazily loaded core entry, not the main chunk.
    const { analyze } = await import('../../core/index.ts');
    const markdown = shareMarkdown(s.text, analyze(s.text, analyzeOptions(s.kopsVersion, s.runtime)), s.group, currentLink().url);
    setOpen(true);
    setStatus((await copyText(markdown)) ? 'Markdown copied.' : 'The browser did not allow copying.');
  };

  return (
    <>
      <div className="field share-buttons">
        <button type="button" onClick={() => void copyLink()}>Copy link</button>
        <button type="button" onClick={() => void copyMarkdown()} title="The YAML, the rendered units and the link, for an issue">Copy as Markdown</button>
        <button type="button" onClick={() => openView({ text: '' })} title="Start an empty spec; the current one is kept in Recent drafts">New</button>
      </div>
      <RecentDraftsMenu />
      {link && <PermalinkPanel url={link.url} problem={link.problem} text={text} status={status} />}
      <ShareNotices />
      <DraftNotices />
    </>
  );
}
