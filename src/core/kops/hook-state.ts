import type { ApiVersion, Behaviour, HookSpec, Role } from '../types.ts';

/** kops's role names: v1alpha2 `Master` is the ControlPlane role (conversion.go). */
export function normaliseRole(role: string): string {
  return role === 'Master' ? 'ControlPlane' : role;
}

/** True when `hook` applies to a node of `role`: no roles, or its role is listed. */
export function hookMatchesRole(hook: HookSpec, role: Role): boolean {
  const roles = hook.roles?.value ?? [];
  return roles.length === 0 || roles.some((r) => normaliseRole(r.value) === role);
}

/**
 * Whether nodeup treats `hook` as disabled, following the field kops reads in each era:
 * - before 1.23 (and proposal): `disabled: true`; `enabled:` is not a field and is ignored;
 * - 1.23+ v1alpha3: `enabled: false`; `disabled:` is not a field;
 * - 1.23+ v1alpha2 Cluster: `disabled: true` (the conversion inverts it into Enabled);
 * - 1.23+ v1alpha2 InstanceGroup: the conversion does NOT invert, so `disabled: false` disables
 *   the hook and `disabled: true` runs it (kops bug, InstanceGroupSpec conversion lacks the loop).
 */
export function isHookDisabled(hook: HookSpec, apiVersion: ApiVersion, b: Behaviour): boolean {
  if (!b.invertedIgDisabled) return hook.disabled?.value === true;
  if (apiVersion === 'v1alpha3') return hook.enabled?.value === false;
  if (hook.disabled === undefined) return false;
  return hook.list === 'instanceGroup' ? hook.disabled.value === false : hook.disabled.value === true;
}

/** The unit file name: `.service` appended unless the name ends in a kept suffix (plain ends-with). */
export function unitName(name: string, b: Behaviour, useRawName: boolean): string {
  if (b.useRawName && useRawName) return name;
  return b.keptSuffixes.some((s) => name.endsWith(s)) ? name : `${name}.service`;
}

/** Go's %q for the fatal message: printable text as is, quotes and control bytes escaped. */
export function goQuote(s: string): string {
  const named: Record<string, string> = { '\x07': '\\a', '\b': '\\b', '\f': '\\f', '\n': '\\n', '\r': '\\r', '\t': '\\t', '\v': '\\v', '"': '\\"', '\\': '\\\\' };
  let out = '"';
  for (const c of s) {
    const code = c.codePointAt(0) ?? 0;
    if (named[c] !== undefined) out += named[c];
    else if (code < 0x20 || code === 0x7f) out += '\\x' + code.toString(16).padStart(2, '0');
    else out += c;
  }
  return out + '"';
}
