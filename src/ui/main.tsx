import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import './styles/tokens.css';
import './styles/base.css';
import './styles/layout.css';
import './styles/output.css';
import './styles/problems.css';
import { bootShare } from './share/boot-share.ts';
import { ShareRoot } from './share/share-root.tsx';

// The address (permalink, ?example, ?embed) is applied to the store before the first paint.
const params = bootShare();
// The colour tokens follow the OS unless the address pins a theme (styles/tokens.css).
if (params.theme) document.documentElement.dataset.theme = params.theme;
const root = document.getElementById('root');
if (root) {
  const reactRoot = createRoot(root);
  // Rendered in this task: a scheduled render would leave the browser a style and layout pass
  // of the empty page between the script and the units.
  flushSync(() => reactRoot.render(<StrictMode><ShareRoot params={params} /></StrictMode>));
}
