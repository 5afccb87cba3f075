import type { BootDrawing } from './boot-drawing.ts';

/** Why a unit does not wait for units ordered before it: `a: that ordering does not hold at a reboot (nodeup starts a on its own)`. */
export function notAfter(units: readonly string[]): string {
  return units.length === 1
    ? `${units[0]}: that ordering does not hold at a reboot (nodeup starts ${units[0]} on its own)`
    : `${units.join(', ')}: those orderings do not hold at a reboot (nodeup starts them on their own)`;
}

/** `; after a, b` and the orderings that do not hold at a reboot, for one unit of the start order. */
export function afterText(drawing: BootDrawing, unit: string): string {
  const after = drawing.edges.filter((e) => e.kind === 'order' && e.to === unit).map((e) => e.from);
  const loose = drawing.edges.filter((e) => e.kind === 'unbound' && e.to === unit).map((e) => e.from);
  return (after.length > 0 ? `; after ${after.join(', ')}` : '')
    + (loose.length > 0 ? `; not after ${notAfter(loose)}` : '');
}
