import type { Fix } from '../types.ts';
import { unitParser, type UnitEntry } from '../systemd/unit-parser.ts';
import { hookKind } from './hook-kind.ts';
import { placeDirective, placeLines } from './directive-placement.ts';
import { deleteManifestLines, insertManifestLines, literalManifest } from './manifest-lines.ts';
import { rawRewriteFix } from './raw-rewrite-fix.ts';
import type { LintContext, UnitView } from './rule.ts';
import { unitList } from './unit-helpers.ts';
import { appendListItems, insertHookField, sortEdits, yamlScalar } from './yaml-edits.ts';

// The hook fields from which kops writes a [Unit] line itself (v1.36.0:nodeup/pkg/model/hooks.go).
const FIELDS = { Before: 'before', Requires: 'requires' } as const;

/**
 * A fix that moves assignment `e`, written into the wrong section of a manifest, to `[home]`,
 * where kops keeps such lines for this hook's kind:
 * - a wrapped manifest's `Before=`/`Requires=`: into the `before:`/`requires:` field, from which
 *   kops writes them into its [Unit];
 * - a wrapped manifest's other [Unit]/[Install] keys: the hook as `useRawManifest: true`, with the
 *   unit kops writes now and the line moved (kops 1.11+);
 * - a raw manifest: the line moved into its own `[home]` (added when missing).
 * Undefined for a line kops wrote, or YAML a fix cannot edit safely.
 */
export function moveDirectiveFix(ctx: LintContext, view: UnitView, e: UnitEntry, home: string): Fix | undefined {
  const hook = view.hook;
  const origin = view.task.lineOrigins[e.line];
  const manifest = hook && literalManifest(ctx.analysis.text, hook);
  if (!hook || !manifest || origin?.kind !== 'manifest') return undefined;
  const text = ctx.analysis.text;
  const from = origin.line;
  const to = from + e.endLine - e.line;
  const kind = hookKind(hook, ctx.analysis.behaviour);
  const field = e.key === 'Before' || e.key === 'Requires' ? FIELDS[e.key] : undefined;
  if (kind === 'wrapped' && home === 'Unit' && field) {
    const units = unitList(e.value);
    const list = hook[field];
    const add = list ? appendListItems(text, list, units) : insertHookField(text, hook, `${field}: [${units.map(yamlScalar).join(', ')}]`, hook.manifest?.keyRange?.start);
    const del = deleteManifestLines(text, manifest, from, to);
    return add && del && units.length > 0 ? { title: `Move to \`${field}:\``, edits: sortEdits([add, del]) } : undefined;
  }
  const moved = manifest.lines.slice(from, to + 1);
  if (kind === 'raw') {
    const place = placeDirective(view.parsed, manifest.lines, home, moved.map((l) => l.trimStart()));
    const add = insertManifestLines(text, manifest, place.after, place.lines);
    const del = deleteManifestLines(text, manifest, from, to);
    if (!add || !del || (add.start > del.start && add.start < del.end)) return undefined;
    return { title: `Move \`${e.key}=\` to [${home}]`, edits: sortEdits([add, del]) };
  }
  if (kind !== 'wrapped' || !ctx.analysis.behaviour.useRawManifest) return undefined;
  const lines = view.task.definition.split('\n');
  const rest = [...lines.slice(0, e.line), ...lines.slice(e.endLine + 1)];
  const unit = placeLines(rest, placeDirective(unitParser(rest.join('\n')), rest, home, moved.map((l) => l.trimStart())));
  return rawRewriteFix(text, hook, unit.join('\n'), `Use \`useRawManifest: true\` with \`${e.key}=\` in [${home}]`);
}
