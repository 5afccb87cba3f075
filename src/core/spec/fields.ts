/**
 * The field names kops knows, for unknown-field reports and "did you mean" suggestions.
 * `useRawName` is listed because the proposal mode reads it, though kops itself has no such field.
 */

/** Keys of a kops hook (v1alpha2 `disabled`, v1alpha3 `enabled`, plus the proposal's `useRawName`). */
export const HOOK_FIELDS = [
  'name',
  'disabled',
  'enabled',
  'roles',
  'requires',
  'before',
  'execContainer',
  'manifest',
  'useRawManifest',
  'useRawName',
] as const;

/** Keys of a hook's `execContainer`. */
export const EXEC_CONTAINER_FIELDS = ['image', 'command', 'environment'] as const;

export type HookField = (typeof HOOK_FIELDS)[number];

const HOOK_FIELD_SET: ReadonlySet<string> = new Set(HOOK_FIELDS);

/** True when `key` is one of HOOK_FIELDS (exact, case-sensitive, as kops's decoder matches). */
export function isHookField(key: string): key is HookField {
  return HOOK_FIELD_SET.has(key);
}
