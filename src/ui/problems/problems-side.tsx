import { useShownOptions } from '../store/shown-options.ts';

/**
 * In compare mode, says whose problems the list holds: the To side's (see store/shown-options.ts),
 * as the Problems tab's "To" mark does. Shown only while comparing (it loads with compare mode).
 */
export function ProblemsSide() {
  const { kopsVersion, runtime } = useShownOptions();
  const version = kopsVersion === 'proposal' ? 'the proposal' : `kops ${kopsVersion}`;
  return (
    <p className="problems-side note">
      Problems with <strong>{version}</strong>{runtime === 'auto' ? '' : ` on ${runtime}`}, the To side of the comparison.
      The Comparison lists the problems that appear or go away with the upgrade.
    </p>
  );
}
