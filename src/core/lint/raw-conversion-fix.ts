import type { Fix, HookSpec, TextEdit } from '../types.ts';
import { unitParser } from '../systemd/unit-parser.ts';
import { lineStart, mergeDeletions, nextLineStart, removeHookField, setHookBoolean } from './yaml-edits.ts';

/**
 * The fix that turns a wrapped hook into `useRawManifest: true` without changing what it means:
 * `requires`/`before` move into the manifest's own `[Unit]` (one is added, with kops's
 * Description, when there is none), keys before the first header get the `[Service]` header kops
 * used to supply, and the two fields are deleted, which kops demands under raw. Only for a
 * literal block manifest (`|`, `|-`, `|+`), whose lines map 1:1 to YAML lines.
 */
export function rawConversionFix(text: string, hook: HookSpec): Fix | undefined {
  const manifest = hook.manifest;
  if (!manifest || manifest.source.style !== 'literal' || manifest.source.folded || hook.execContainer) return undefined;
  const lines = manifest.value.split('\n');
  const ranges = manifest.source.lines;
  const firstRange = ranges[0];
  if (!firstRange || ranges.length !== lines.length) return undefined;
  const contentLine = lines.findIndex((l) => l.trim() !== '' && !/^\s*[#;]/.test(l));
  const indentRange = ranges[Math.max(0, contentLine)] ?? firstRange;
  const indent = text.slice(lineStart(text, indentRange.start), indentRange.start).replace(/[^ \t]/g, ' ');
  const unit = unitParser(manifest.value);
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
