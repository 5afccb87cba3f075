import { App } from '../app.tsx';
import { DraftNoticesSlot, RecentDraftsSlot } from '../drafts/drafts-entry.tsx';
import { EmbedApp } from './embed-app.tsx';
import { CopyLinkButton, CopyMarkdownButton, NewButton, PermalinkStrip } from './share-controls.tsx';
import { ShareNotices } from './share-notices.tsx';
import type { UrlParams } from './url-state.ts';
import './share.css';

const SLOTS = {
  spec: <><NewButton /><RecentDraftsSlot /></>,
  share: <><CopyLinkButton /><CopyMarkdownButton /></>,
  notices: <><PermalinkStrip /><ShareNotices /><DraftNoticesSlot /></>,
};

/** The page for the address: the playground with its sharing controls, or the embed view. */
export function ShareRoot({ params }: { params: UrlParams }) {
  return params.embed ? <EmbedApp readonly={params.readonly} /> : <App slots={SLOTS} />;
}
