import type { Fix } from '../types.ts';
import { unitParser } from '../systemd/unit-parser.ts';
import { hookKind } from './hook-kind.ts';
import { placeDirective, placeLines } from './directive-placement.ts';
import { insertManifestLines, literalManifest } from './manifest-lines.ts';
import { canRawRewrite, rawRewriteFix } from './raw-rewrite-fix.ts';
import type { LintContext, UnitView } from './rule.ts';

/** An assignment a fix adds: `key=value` in `[section]`, next to the `near` keys when the unit has them. */
export interface Directive {
  section: string;
  key: string;
  value: string;
  near?: readonly string[];
  /** Before the section's first assignment rather than after its last (see placeDirective). */
  first?: boolean;
  /** The value is a choice (a timeout's length): the fix is a suggestion, which `lint --fix` leaves alone. */
  choice?: boolean;
}

/**
 * A fix that adds `d` to the unit of `view` where this hook's kind lets its author write it:
 * - a raw manifest: into its own `[section]` (added when missing);
 * - a wrapped manifest, for [Service]: into the manifest, which kops puts in its [Service];
 * - a wrapped manifest, for another section, and an execContainer hook (whose unit kops writes
 *   whole): the hook rewritten as `useRawManifest: true` with the unit kops writes now plus `d`
 *   (kops 1.11+ only: no raw manifest before); always a suggestion.
 * Undefined when the YAML is written in a shape the fix cannot edit safely (see yaml-edits.ts).
 */
export function directiveFix(ctx: LintContext, view: UnitView, d: Directive, title?: string): Fix | undefined {
  const hook = view.hook;
  if (!hook) return undefined;
  const text = ctx.analysis.text;
  const line = `${d.key}=${d.value}`;
  const kind = hookKind(hook, ctx.analysis.behaviour);
  if (kind === 'raw' || (kind === 'wrapped' && d.section === 'Service')) {
    const manifest = literalManifest(text, hook);
    if (!manifest) return undefined;
    const unit = kind === 'raw' ? view.parsed : unitParser(manifest.lines.join('\n'));
    const place = placeDirective(unit, manifest.lines, d.section, [line], d.near, kind === 'wrapped', d.first);
    const edit = insertManifestLines(text, manifest, place.after, place.lines);
    return edit && { title: title ?? `Add \`${line}\``, edits: [edit], ...(d.choice ? { suggestion: true as const } : {}) };
  }
  if (!ctx.analysis.behaviour.useRawManifest) return undefined;
  const lines = view.task.definition.split('\n');
  const unit = placeLines(lines, placeDirective(view.parsed, lines, d.section, [line], d.near, false, d.first)).join('\n');
  const how = kind === 'exec' ? 'Rewrite as a manifest hook (useRawManifest)' : 'Use `useRawManifest: true`';
  return rawRewriteFix(text, hook, unit, `${how} with \`${line}\` in [${d.section}]`);
}

/**
 * Whether directiveFix(ctx, view, d) gives a fix, without building it: the checks it makes, less
 * the text it writes (directive-offer.test.ts compares the two over every corpus).
 */
export function hasDirectiveFix(ctx: LintContext, view: UnitView, d: Directive): boolean {
  const hook = view.hook;
  if (!hook) return false;
  const text = ctx.analysis.text;
  const kind = hookKind(hook, ctx.analysis.behaviour);
  if (kind === 'raw' || (kind === 'wrapped' && d.section === 'Service')) {
    const manifest = literalManifest(text, hook);
    if (!manifest) return false;
    // A wrapped manifest is placed in its own lines, so the line it goes after is one of them
    // (or -1, before the first): insertManifestLines always has a range for it.
    if (kind === 'wrapped') return true;
    const place = placeDirective(view.parsed, manifest.lines, d.section, [`${d.key}=${d.value}`], d.near, false, d.first);
    return manifest.ranges[Math.max(place.after, 0)] !== undefined;
  }
  if (!ctx.analysis.behaviour.useRawManifest) return false;
  const lines = view.task.definition.split('\n');
  return canRawRewrite(text, hook, lines, placeDirective(view.parsed, lines, d.section, [`${d.key}=${d.value}`], d.near, false, d.first));
}

/**
 * What a rule offers for adding `d`: the fix (directiveFix), and whether there is one, which its
 * message tells (directiveWayOut). Where nobody reads fixes (LintContext.fixes false), only
 * whether there would be one.
 */
export function directiveOffer(ctx: LintContext, view: UnitView, d: Directive, title?: string): { fix: Fix | undefined; fixed: boolean } {
  if (!ctx.fixes) return { fix: undefined, fixed: hasDirectiveFix(ctx, view, d) };
  const fix = directiveFix(ctx, view, d, title);
  return { fix, fixed: fix !== undefined };
}
