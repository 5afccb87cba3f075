import type { Fix, HookSpec, TextEdit } from '../types.ts';
import { unitParser } from '../systemd/unit-parser.ts';
import { lineStart, mergeDeletions, nextLineStart, removeHookField, setHookBoolean } from './yaml-edits.ts';
import { literalManifest } from './manifest-lines.ts';

/**
 * The fix that turns a wrapped hook into `useRawManifest: true` without changing what it means:
 * `requires`/`before` move into the manifest's own `[Unit]` (one is added, with kops's
 * Description, when there is none), keys before the first header get the `[Service]` header kops
 * used to supply, and the two fields are deleted, which kops demands under raw. Only for a
 * literal block manifest (`|`, `|-`, `|+`), whose lines map 1:1 to YAML lines.
 */
export function rawConversionFix(text: string, hook: HookSpec): Fix | undefined {
  const literal = hook.execContainer ? undefined : literalManifest(text, hook);
  const firstRange = literal?.ranges[0];
  if (!literal || !firstRange) return undefined;
  const { lines, ranges, indent } = literal;
  const contentLine = lines.findIndex((l) => l.trim() !== '' && !/^\s*[#;]/.test(l));
  const unit = unitParser(lines.join('\n'));
  const ownUnit = unit.sections.find((s) => s.name === 'Unit');
  const present = new Set((ownUnit?.entries ?? []).map((e) => `${e.key}=${e.value}`));
  const deps = [
    ...(hook.requires?.value ?? []).map((r) => `Requires=${r.value}`),
    ...(hook.before?.value ?? []).map((r) => `Before=${r.value}`),
  ].filter((l) => !present.has(l));
  const block = (ls: string[]): string => ls.map((l) => (l === '' ? '\n' : `${indent}${l}\n`)).join('');
  const edits: TextEdit[] = [];
  const top = lineStart(text, firstRange.start);
  const needsService = contentLine >= 0 && !(lines[contentLine] ?? '').trim().startsWith('[');
  if (ownUnit) {
    const header = ranges[ownUnit.line];
    if (!header) return undefined;
    const after = nextLineStart(text, header.end);
    if (deps.length > 0) edits.push({ start: after, end: after, text: (after === text.length && text[after - 1] !== '\n' ? '\n' : '') + block(deps) });
    if (needsService) edits.push({ start: top, end: top, text: block(['[Service]']) });
  } else {
    const name = hook.name?.value ?? `kops-hook-${hook.index}`;
    edits.push({ start: top, end: top, text: block(['[Unit]', `Description=Kops Hook ${name}`, ...deps, ...(needsService ? ['', '[Service]'] : [''])]) });
  }
  const raw = setHookBoolean(text, hook, 'useRawManifest', hook.useRawManifest, true);
  if (!raw) return undefined;
  edits.push(raw);
  const removals: TextEdit[] = [];
  for (const field of [hook.requires, hook.before]) {
    if (!field) continue;
    const removal = removeHookField(text, field);
    if (!removal) return undefined;
    removals.push(removal);
  }
  edits.push(...mergeDeletions(text, removals));
  return { title: 'Use `useRawManifest: true` and move requires/before into the manifest', edits };
}
