import { lazy, Suspense, useId } from 'react';
import { useStore } from '../store/store.ts';
import { PROPOSAL } from './kops-versions.ts';

// The picker (every release by era, the text field for any other version) loads just after the
// first paint, which shows only the chosen version: the toolbar is on the first paint, and its
// budget is tight (e2e/first-paint-size.spec.ts).
const VersionSelect = lazy(() => import('./version-select.tsx').then((m) => ({ default: m.VersionSelect })));

/** The toolbar's "kops version" picker, with the chosen version alone until the picker has loaded. */
export function VersionSelectLazy() {
  const id = useId();
  const version = useStore((s) => s.kopsVersion);
  const shell = (
    <>
      <label htmlFor={id} className="visually-hidden">kops version</label>
      <select id={id} className="version-select">
        <option>{version === PROPOSAL ? 'Proposed: useRawName + useRawManifest' : `kops ${version}`}</option>
      </select>
    </>
  );
  return <Suspense fallback={shell}><VersionSelect /></Suspense>;
}
