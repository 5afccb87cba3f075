import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/app.css';
import { bootShare } from './share/boot-share.ts';
import { ShareRoot } from './share/share-root.tsx';

// The address (permalink, ?example, ?embed) is applied to the store before the first paint.
const params = bootShare();
const root = document.getElementById('root');
if (root) createRoot(root).render(<StrictMode><ShareRoot params={params} /></StrictMode>);
