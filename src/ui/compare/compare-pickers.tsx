import { useId } from 'react';
import type { Runtime } from '../../core/types.ts';
import { KopsVersionPicker } from '../header/kops-version-picker.tsx';
import type { CompareSide } from './compare-store.ts';

function VersionPicker({ label, value, onChange }: { label: string; value: string; onChange: (v: string) => void }) {
  return (
    <div className="field">
      <KopsVersionPicker label={label} showLabel value={value} onChange={onChange} />
    </div>
  );
}

function RuntimePicker({ label, value, onChange }: { label: string; value: Runtime | 'auto'; onChange: (v: Runtime | 'auto') => void }) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as Runtime | 'auto')}>
        <option value="auto">Automatic</option>
        <option value="docker">docker</option>
        <option value="containerd">containerd</option>
      </select>
    </div>
  );
}

/** The two sides of the comparison: "From/To kops version" and "From/To container runtime". */
export function ComparePickers({ from, to, setFrom, setTo }: {
  from: CompareSide;
  to: CompareSide;
  setFrom: (side: CompareSide) => void;
  setTo: (side: CompareSide) => void;
}) {
  return (
    <div className="compare-pickers" role="group" aria-label="Versions to compare">
      <div className="compare-side">
        <VersionPicker label="From kops version" value={from.kopsVersion} onChange={(kopsVersion) => setFrom({ ...from, kopsVersion })} />
        <RuntimePicker label="From container runtime" value={from.runtime} onChange={(runtime) => setFrom({ ...from, runtime })} />
      </div>
      <div className="compare-side">
        <VersionPicker label="To kops version" value={to.kopsVersion} onChange={(kopsVersion) => setTo({ ...to, kopsVersion })} />
        <RuntimePicker label="To container runtime" value={to.runtime} onChange={(runtime) => setTo({ ...to, runtime })} />
      </div>
      <button type="button" className="compare-swap" onClick={() => { setFrom(to); setTo(from); }} title="Swap the two sides (preview a downgrade)">
        Swap sides
      </button>
    </div>
  );
}
