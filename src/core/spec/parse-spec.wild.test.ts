import { expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import type { HookSpec } from '../types.ts';
import { TextIndex } from '../text-index.ts';
import { parseSpec } from './parse-spec.ts';
import { describeCorpus, WILD } from '../../../test/corpus.ts';

const files = WILD.files().map((f) => f.name);
const read = (f: string): string => WILD.read(f);
const hooksOf = (f: string): HookSpec[] => parseSpec(read(f)).documents.flatMap((d) => d.hooks);

/** Hooks per file, as read from each file (the README says 44 in all). */
const HOOKS_PER_FILE: Record<string, number> = {
  '01': 4, '02': 4, '03': 2, '04': 3, '05': 1, '06': 1, '07': 1, '08': 1, '09': 1, '10': 1, '11': 4, '12': 1, '13': 2, '14': 1,
  '15': 1, '16': 1, '17': 1, '18': 1, '19': 1, '20': 1, '21': 1, '22': 1, '23': 1, '24': 3, '25': 3, '26': 1, '27': 1,
};

describeCorpus(WILD, 'the 27 specs from the wild', () => {
  it('are all there', () => {
    expect(files).toHaveLength(27);
  });

  it.each(files)('%s parses with no error and the expected hook count', (f) => {
    const spec = parseSpec(read(f));
    expect(spec.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(spec.documents.flatMap((d) => d.hooks)).toHaveLength(HOOKS_PER_FILE[f.slice(0, 2)] ?? -1);
  });

  it('hold 44 hooks, counted as the README counts them', () => {
    const hooks = files.flatMap(hooksOf);
    const count = (p: (h: HookSpec) => boolean): number => hooks.filter(p).length;
    expect(hooks).toHaveLength(44);
    expect({
      nonRawManifest: count((h) => !!h.manifest && !h.useRawManifest?.value && !h.execContainer),
      raw: count((h) => !!h.useRawManifest?.value),
      exec: count((h) => !!h.execContainer),
      execWithCommand: count((h) => !!h.execContainer?.value.command),
      execWithEnvironment: count((h) => !!h.execContainer?.value.environment),
      disabledWithoutBody: count((h) => !!h.disabled?.value && !h.manifest && !h.execContainer),
      withRoles: count((h) => !!h.roles),
      withBeforeOrRequires: count((h) => !!h.before || !!h.requires),
      unnamed: count((h) => !h.name),
      onInstanceGroups: count((h) => h.list === 'instanceGroup'),
    }).toEqual({
      nonRawManifest: 24, raw: 4, exec: 12, execWithCommand: 3, execWithEnvironment: 2, disabledWithoutBody: 4,
      withRoles: 17, withBeforeOrRequires: 22, unnamed: 13, onInstanceGroups: 12,
    });
  });

  it.each(files)('%s: every hook field equals what yaml reads, and every manifest line maps exactly', (f) => {
    const text = read(f);
    const spec = parseSpec(text);
    const js = parseAllDocuments(text, { version: '1.1' }).map((d) => d.toJS() as { spec?: { hooks?: unknown[] } });
    for (const doc of spec.documents) {
      for (const hook of doc.hooks) {
        const expected = js[doc.index]?.spec?.hooks?.[hook.index] as Record<string, unknown>;
        expect(hook.name?.value).toBe(expected['name']);
        expect(hook.manifest?.value).toBe(expected['manifest']);
        expect(hook.roles?.value.map((r) => r.value)).toEqual(expected['roles']);
        expect(hook.execContainer?.value.command?.value.map((c) => c.value)).toEqual((expected['execContainer'] as Record<string, unknown> | undefined)?.['command']);
        const m = hook.manifest;
        if (!m) continue;
        expect(m.source.folded).toBe(false);
        expect(m.source.lines.map((r) => text.slice(r.start, r.end))).toEqual(m.value.split('\n'));
      }
    }
  });

  it('05: clip chomping drops the whitespace-only last line (as Go YAML does)', () => {
    const m = hooksOf(files[4] as string)[0]?.manifest;
    expect(m?.value.endsWith('[Install]\nWantedBy=multi-user.target\n')).toBe(true);
  });

  it('14: keeps the 20 trailing spaces after Type=oneshot, and the range covers them', () => {
    const text = read(files[13] as string);
    const m = hooksOf(files[13] as string)[0]?.manifest;
    const i = m?.value.split('\n').findIndex((l) => l.startsWith('Type=oneshot')) ?? -1;
    expect(m?.value.split('\n')[i]).toBe(`Type=oneshot${' '.repeat(20)}`);
    const r = m?.source.lines[i];
    const ix = new TextIndex(text);
    expect([ix.lineCol(r?.start ?? 0), ix.lineCol(r?.end ?? 0)]).toEqual([{ line: 13, column: 7 }, { line: 13, column: 39 }]);
  });

  it('12 and 24: `|-` manifests have no trailing newline', () => {
    expect(hooksOf(files[11] as string)[0]?.manifest?.value.endsWith('aws-iam-authenticator/')).toBe(true);
    for (const h of hooksOf(files[23] as string)) expect(h.manifest?.value.endsWith('\n')).toBe(false);
  });

  it('06: keeps `$$${ak}` as written', () => {
    expect(hooksOf(files[5] as string)[0]?.manifest?.value).toContain('"$$${ak}"');
  });

  it('11: keeps the unknown `after:` keys for lint', () => {
    const unknown = hooksOf(files[10] as string).flatMap((h) => h.unknownFields.map((u) => u.value));
    expect(unknown).toEqual(['after', 'after', 'after']);
  });

  it('15: the swallowed `name:` is manifest text, so the hook is unnamed', () => {
    const [h] = hooksOf(files[14] as string);
    expect(h?.name).toBeUndefined();
    expect(h?.manifest?.value).toMatch(/name: /);
  });
});
