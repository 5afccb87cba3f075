import { App } from '../app.tsx';
import { DraftNotices } from '../drafts/draft-notices.tsx';
import { EmbedApp } from './embed-app.tsx';
import { RecentDraftsMenu } from './recent-drafts-menu.tsx';
import { CopyLinkButton, CopyMarkdownButton, NewButton, PermalinkStrip } from './share-controls.tsx';
import { ShareNotices } from './share-notices.tsx';
import type { UrlParams } from './url-state.ts';
import './share.css';

const SLOTS = {
  spec: <><NewButton /><RecentDraftsMenu /></>,
  share: <><CopyLinkButton /><CopyMarkdownButton /></>,
  notices: <><PermalinkStrip /><ShareNotices /><DraftNotices /></>,
};

/** The page for the address: the playground with its sharing controls, or the embed view. */
export function ShareRoot({ params }: { params: UrlParams }) {
  return params.embed ? <EmbedApp readonly={params.readonly} /> : <App slots={SLOTS} />;
}
