import type { Distro } from '../../core/index.ts';
import { DISTRO_NOTES } from '../header/distro-notes.ts';

/** What the distro changes, under a unit on a distro not Debian: its own chunk, as no first view needs it. */
export default function DistroNote({ distro }: { distro: Distro }) {
  return <p className="unit-origin distro-note">{DISTRO_NOTES[distro]}</p>;
}
