import type { Behaviour } from '../../../core/index.ts';

/**
 * The hook fields that completion must not offer in a document of `api` under `behaviour`: the
 * other API version's switch (`enabled` is v1alpha3, `disabled` v1alpha2), `useRawName` (only the
 * proposal has it), and `useRawManifest` before kops 1.11. The same fields lint reports
 * (wrong-api-version-field, unknown-hook-field).
 */
export function hiddenHookFields(api: 'v1alpha2' | 'v1alpha3', behaviour: Pick<Behaviour, 'useRawName' | 'useRawManifest'>): Set<string> {
  const hidden = new Set([api === 'v1alpha3' ? 'disabled' : 'enabled']);
  if (!behaviour.useRawName) hidden.add('useRawName');
  if (!behaviour.useRawManifest) hidden.add('useRawManifest');
  return hidden;
}
