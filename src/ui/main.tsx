import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import './styles/app.css';
import { bootShare } from './share/boot-share.ts';
import { ShareRoot } from './share/share-root.tsx';

// The address (permalink, ?example, ?embed) is applied to the store before the first paint; a
// plain visit first reads the tab's draft from IndexedDB (`ready`).
const { params, ready } = bootShare();
const render = (): void => {
  const root = document.getElementById('root');
  if (!root) return;
  const reactRoot = createRoot(root);
  // Rendered in this task: a scheduled render would leave the browser a style and layout pass
  // of the empty page between the script and the units.
  flushSync(() => reactRoot.render(<StrictMode><ShareRoot params={params} /></StrictMode>));
};
if (ready) void ready.then(render);
else render();
