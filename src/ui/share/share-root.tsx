import { App } from '../app.tsx';
import { EmbedApp } from './embed-app.tsx';
import { ShareControls } from './share-controls.tsx';
import type { UrlParams } from './url-state.ts';
import './share.css';

/** The page for the address: the playground with its sharing controls, or the embed view. */
export function ShareRoot({ params }: { params: UrlParams }) {
  return params.embed ? <EmbedApp readonly={params.readonly} /> : <App headerExtras={<ShareControls />} />;
}
