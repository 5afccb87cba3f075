import { lazy, Suspense } from 'react';
import { useStore } from '../store/store.ts';
import type { KopsControlsProps } from './kops-controls.tsx';

// The kops group's controls (every release by era, a typed version, the era's explanation, the
// runtime) load just after the first paint, which shows only what they show: the toolbar is on
// the first paint, and its budget is tight (e2e/first-paint-size.spec.ts).
const KopsControls = lazy(() => import('./kops-controls.tsx').then((m) => ({ default: m.KopsControls })));

/** The kops group's controls, shown as plain text until they have loaded (a few ms after the first paint). */
export function KopsControlsLazy(props: KopsControlsProps) {
  const version = useStore((s) => s.kopsVersion);
  const runtime = useStore((s) => s.runtime);
  // No roles here: nothing must be clicked before it works (tests wait for the real controls).
  const shell = props.compare ? null : (
    <>
      <span className="control-pair">
        <span className="version-select shell">{version === 'proposal' ? 'proposal' : `kops ${version}`}</span>
        <span className="era-badge shell">≈ {props.era}</span>
      </span>
      <span className="control-pair">
        <span className="control-label runtime-label">runtime</span>
        <span className="runtime-select shell">{runtime === 'auto' ? `${props.runtime} (auto)` : runtime}</span>
      </span>
    </>
  );
  return <Suspense fallback={shell}><KopsControls {...props} /></Suspense>;
}
