import type { Behaviour, HookSpec } from '../../core/index.ts';
import type { ToggleField } from './toggle-edit.ts';

/** What each toggle does, in one or two sentences for someone new to kops hooks. */
export const TOGGLE_EXPLANATIONS: Record<ToggleField, string> = {
  useRawManifest: 'On: the unit file is exactly your manifest, nothing added. Off: kops writes its own [Unit] '
    + '(Description, Requires, Before) and puts your manifest inside [Service], so any [Unit], [Swap] or [Mount] '
    + 'section you wrote ends up inside the service.',
  useRawName: 'On (in the request\'s proposal): the unit file is named exactly like the hook. Off: kops appends '
    + '".service" to names that do not end in a unit type it keeps, which turns "swap1.swap" into a service.',
};

/**
 * Why a toggle changes nothing (or is not a real kops field) under the chosen version, or null
 * when it has its full effect.
 */
export function toggleNote(behaviour: Behaviour, hook: HookSpec, field: ToggleField): string | null {
  const proposal = behaviour.version === 'proposal';
  if (field === 'useRawManifest') {
    if (!behaviour.useRawManifest) {
      return `kops ${behaviour.version} has no useRawManifest: it arrived in kops 1.11. kops edit rejects the field and kops replace -f drops it, so the unit does not change.`;
    }
    if (hook.execContainer) return 'kops forbids useRawManifest together with execContainer (validation fails), and nodeup would write the manifest alone.';
    if (!proposal && (hook.requires || hook.before)) {
      return 'kops rejects requires and before with useRawManifest: move them into the manifest\'s [Unit] section as Requires= and After=/Before=.';
    }
    return null;
  }
  const name = hook.name?.value ?? '';
  const kept = behaviour.keptSuffixes.find((s) => name.endsWith(s));
  if (!behaviour.useRawName) {
    const keptNote = kept && kept !== '.service'
      ? ` kops ${behaviour.version} already keeps the "${kept}" name, so nothing is lost.`
      : '';
    return 'useRawName is not a kops field: only the original request proposed it (choose "Proposed: useRawName + useRawManifest" '
      + `as the kops version to see it). kops edit rejects it and kops replace -f drops it silently.${keptNote}`;
  }
  if (kept) return `The name already ends in "${kept}", which is kept without useRawName.`;
  return null;
}
