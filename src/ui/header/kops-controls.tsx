import type { Analysis } from '../../core/index.ts';
import type { CompareSide } from '../compare/compare-store.ts';
import { ComparingNote } from './comparing-note.tsx';
import { EraBadge } from './era-badge.tsx';
import { DistroSelect } from './distro-select.tsx';
import { RuntimeSelect } from './runtime-select.tsx';
import { VersionSelect } from './version-select.tsx';

/** What the kops group's controls show: the behaviour and runtime of the analysis on screen. */
export interface KopsControlsProps {
  /** The version the analysis rendered for (`1.28.0` for `1.28`) and its era. */
  behaviourVersion: string;
  era: string;
  runtime: Analysis['runtime'];
  runtimeSource: Analysis['runtimeSource'];
  /** The comparison, in compare mode (null otherwise). */
  compare: { from: CompareSide; to: CompareSide } | null;
}

/**
 * The toolbar's kops controls: the version (with its era badge), the runtime and the node's OS, or, in compare
 * mode, where they are not in use, what is compared. Loaded just after the first paint
 * (kops-controls-lazy.tsx), with the version list.
 */
export function KopsControls({ behaviourVersion, era, runtime, runtimeSource, compare }: KopsControlsProps) {
  if (compare) return <ComparingNote from={compare.from} to={compare.to} />;
  return (
    <>
      <span className="control-pair"><VersionSelect /><EraBadge version={behaviourVersion} era={era} /></span>
      <span className="control-pair"><RuntimeSelect runtime={runtime} source={runtimeSource} /></span>
      <span className="control-pair"><DistroSelect /></span>
    </>
  );
}
