import { lazy, Suspense } from 'react';
import type { KopsControlsProps } from './kops-controls.tsx';

// The kops group's controls (every release by era, a typed version, the era's explanation, the
// runtime) load just after the first paint, a few milliseconds later: the toolbar is on the first
// paint, and its budget is tight (e2e/first-paint-size.spec.ts). Meanwhile their room is kept.
const KopsControls = lazy(() => import('./kops-controls.tsx').then((m) => ({ default: m.KopsControls })));

/** The kops group's controls, loaded just after the first paint. */
export function KopsControlsLazy(props: KopsControlsProps) {
  return <Suspense fallback={<span className="kops-controls-room" />}><KopsControls {...props} /></Suspense>;
}
