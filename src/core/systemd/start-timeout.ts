import { lastValue, type ParsedUnit } from './unit-parser.ts';

/**
 * True for a `Type=oneshot` service with no `TimeoutStartSec=` (or `TimeoutSec=`): systemd gives a
 * oneshot no start timeout by default, so if its command hangs, whatever is ordered after it waits
 * for ever. Shared by the lint rule oneshot-before-kubelet-without-timeout and the boot graph.
 */
export function oneshotWithoutStartTimeout(unit: ParsedUnit): boolean {
  if ((lastValue(unit, 'Service', 'Type') ?? 'simple') !== 'oneshot') return false;
  return !unit.entries.some((e) => e.section === 'Service' && (e.key === 'TimeoutStartSec' || e.key === 'TimeoutSec') && e.value !== '');
}
