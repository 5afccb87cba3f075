import { useId } from 'react';
import { useStore } from '../store/store.ts';
import { KOPS_VERSION_ERAS, PROPOSAL } from './kops-versions.ts';

/** The "kops version" combobox: versions grouped by behaviour era, plus the request's proposal. */
export function VersionSelect() {
  const id = useId();
  const version = useStore((s) => s.kopsVersion);
  const setVersion = useStore((s) => s.setKopsVersion);
  const known = version === PROPOSAL || KOPS_VERSION_ERAS.some((e) => e.versions.includes(version));
  return (
    <>
      <label htmlFor={id} className="visually-hidden">kops version</label>
      <select id={id} className="version-select" value={version} onChange={(e) => setVersion(e.target.value)}>
        {!known && <option value={version}>kops {version}</option>}
        {KOPS_VERSION_ERAS.map((era) => (
          <optgroup key={era.era} label={`Behaves like kops ${era.era}`}>
            {era.versions.map((v) => <option key={v} value={v}>kops {v}</option>)}
          </optgroup>
        ))}
        <optgroup label="Never released">
          <option value={PROPOSAL}>Proposed: useRawName + useRawManifest</option>
        </optgroup>
      </select>
    </>
  );
}
