import { useId } from 'react';
import type { Distro } from '../../core/index.ts';
import { DISTROS } from '../../core/kops/paths.ts';
import { useStore } from '../store/store.ts';
import { DISTRO_LABELS, DISTRO_NOTES, DISTRO_SHORT } from './distro-notes.ts';

/**
 * The node's OS family (the CLI's `--distro`), beside the runtime: it moves the unit files and
 * changes which units kops builds or only drops in on. What it changes is the select's
 * description (and tooltip), and the Units view says it again under a unit on a distro not Debian.
 */
export function DistroSelect() {
  const id = useId();
  const value = useStore((s) => s.distro);
  const setDistro = useStore((s) => s.setDistro);
  return (
    <>
      <label htmlFor={id} className="control-label distro-label"><span className="visually-hidden">Node </span>OS</label>
      <select id={id} className="distro-select" value={value} title={DISTRO_NOTES[value]} aria-describedby={`${id}-note`} onChange={(e) => setDistro(e.target.value as Distro)}>
        {/* As the runtime does: the closed select shows the chosen one short, in its toolbar width. */}
        {DISTROS.map((d) => <option key={d} value={d}>{d === value ? DISTRO_SHORT[d] : DISTRO_LABELS[d]}</option>)}
      </select>
      <span id={`${id}-note`} className="visually-hidden">{DISTRO_NOTES[value]}</span>
    </>
  );
}
