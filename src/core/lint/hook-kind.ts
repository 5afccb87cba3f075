import type { Behaviour, HookSpec } from '../types.ts';

/**
 * What kind of unit kops makes of a hook, which decides what its author can change:
 * - `exec`: an execContainer hook; kops writes the whole unit, and only the hook's fields
 *   (`requires`, `before`, `execContainer`) reach it;
 * - `wrapped`: a manifest that kops puts inside its own [Service], after its own [Unit];
 * - `raw`: `useRawManifest: true` (kops 1.11+, or the proposal); the manifest is the whole file.
 * kops checks UseRawManifest first (v1.11.0:nodeup/pkg/model/hooks.go), so an execContainer hook
 * with `useRawManifest: true` is raw (and rejected by validation: exec-container-with-raw-manifest).
 */
export type HookKind = 'exec' | 'wrapped' | 'raw';

/** The kind of `hook` under `behaviour` (see HookKind). */
export function hookKind(hook: HookSpec, behaviour: Pick<Behaviour, 'useRawManifest'>): HookKind {
  if (behaviour.useRawManifest && hook.useRawManifest?.value === true) return 'raw';
  return hook.execContainer ? 'exec' : 'wrapped';
}

/**
 * The way out for an execContainer hook, said alike by every rule: kops writes its unit whole, so
 * `directive` can only be added by rewriting the hook as a manifest hook. `fixed`: a quick fix
 * offers the rewrite (a suggestion, which the editor offers and `lint --fix` leaves alone).
 */
export function execWayOut(directive: string, behaviour: Pick<Behaviour, 'useRawManifest'>, fixed: boolean): string {
  const whole = `kops writes the whole unit of an execContainer hook and no hook field sets ${directive}`;
  if (!behaviour.useRawManifest) return `${whole}: rewrite it as a manifest hook that runs the same pull and run commands, plus ${directive}.`;
  return `${whole}: rewrite it as a manifest hook (\`useRawManifest: true\` with the unit kops writes now, plus ${directive}${fixed ? "; the playground's quick fix does it" : ''}).`;
}

/**
 * What to say, after a finding, about writing `directive` (in `[section]`) into a hook of `kind`:
 * nothing where the author can simply write it (a raw manifest; [Service] in a wrapped manifest),
 * else the way out (execWayOut; for a wrapped manifest, a raw one). `fixed`: a quick fix does it.
 */
export function directiveWayOut(kind: HookKind, directive: string, section: string, behaviour: Pick<Behaviour, 'useRawManifest'>, fixed: boolean): string {
  if (kind === 'raw' || (kind === 'wrapped' && section === 'Service')) return '';
  if (kind === 'exec') return ` ${execWayOut(directive, behaviour, fixed)}`;
  const where = `A manifest without \`useRawManifest\` is only the body of kops's [Service], and no hook field sets ${directive}`;
  return behaviour.useRawManifest
    ? ` ${where}: write the whole unit with \`useRawManifest: true\` and put ${directive} in its [${section}]${fixed ? " (the playground's quick fix does it)" : ''}.`
    : ` ${where}; a raw manifest, where you write [${section}] yourself, needs kops 1.11.`;
}
