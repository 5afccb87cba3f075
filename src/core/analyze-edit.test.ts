import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { generateSpec } from '../../bench/generate-spec.ts';
import { adoptAnalysis, analyze, analyzeEdit, analyzePlan, analyzePlanEdit, editPath, parseTrackOf, tryAnalyzePlanEdit } from './index.ts';
import type { ParseTrack } from './spec/parse-spec.ts';
import { MAX_SCAN_DEPTH } from './spec/nesting-scan.ts';
import type { Analysis, TextEdit } from './types.ts';

const SPEC = generateSpec({ hooks: 12, groups: 3, seed: 3 });
const at = (text: string, needle: string, after = 0): number => {
  const i = text.indexOf(needle, after);
  if (i < 0) throw new Error(`no ${needle}`);
  return i;
};
const insert = (text: string, offset: number, inserted: string): TextEdit => ({ start: offset, end: offset, text: inserted });

function edited(previous: Analysis, edit: TextEdit): Analysis {
  const next = analyzeEdit(previous, edit);
  expect(isDeepStrictEqual(next, analyze(next.text, previous.options))).toBe(true);
  return next;
}

describe('analyzeEdit: how much of the text an edit makes it read again', () => {
  const base = analyze(SPEC);
  const manifestLine = at(SPEC, 'ExecStart=/bin/echo', at(SPEC, 'kind: InstanceGroup'));

  it.each<[string, () => TextEdit, string]>([
    ['typing in a manifest', () => insert(SPEC, manifestLine + 10, 'x'), 'hook'],
    ['a new manifest line', () => insert(SPEC, at(SPEC, '\n', manifestLine), '\n      RemainAfterExit=yes'), 'hook'],
    ['typing in an exec container', () => insert(SPEC, at(SPEC, 'image: ') + 7, 'x'), 'hook'],
    ['renaming an instance group', () => insert(SPEC, at(SPEC, 'name: ig-1') + 9, '0'), 'document: edit is not inside a hook'],
    ['a hook key without its colon yet', () => insert(SPEC, at(SPEC, '\n', manifestLine), '\n    roles'), 'full: YAML problem in the hook; YAML problem in the document'],
    ['a new document marker', () => insert(SPEC, at(SPEC, 'kind: InstanceGroup'), '---\n'), 'full: edit is not inside a hook; not one document'],
    ['a directive', () => insert(SPEC, 0, '%YAML 1.2\n---\n'), 'full: edit is not inside a hook; directive'],
    ['an alias to no anchor', () => insert(SPEC, at(SPEC, '\n', manifestLine), '\n    requires: [*x]'), 'full: YAML problem in the hook; YAML problem in the document'],
    ['an asterisk in a manifest, which is text', () => insert(SPEC, manifestLine + 10, '*x'), 'hook'],
  ])('%s: %s', (_name, edit, path) => {
    const next = edited(base, edit());
    const p = editPath(next);
    expect(p && (p.path === 'hook' ? 'hook' : `${p.path}: ${p.reason}`)).toBe(path);
  });

  it('an alias to an anchor in another hook reads the document again, and so does every edit in it after', () => {
    const text = 'hooks:\n- name: a\n  manifest: &m x\n- name: b\n  manifest: y\n';
    const aliased = edited(analyze(text), { start: text.length - 2, end: text.length - 1, text: '*m' });
    expect(editPath(aliased)).toEqual({ path: 'document', reason: 'alias in the hook' });
    expect(aliased.groups[0]?.tasks[1]?.definition).toBe('[Unit]\nDescription=Kops Hook b\n\n[Service]\nx');
    const typed = edited(aliased, insert(aliased.text, aliased.text.indexOf('name: a') + 7, 'a'));
    expect(editPath(typed)).toEqual({ path: 'document', reason: 'aliases in the document' });
  });

  it('re-indenting a hook so that its lines no longer stand alone reads the document again', () => {
    const line = at(SPEC, '\n', manifestLine) + 1;
    const next = edited(base, { start: line, end: line, text: '  ' });
    expect(editPath(next)?.path).not.toBe('hook');
  });

  it('keeps the plans of groups whose hooks did not change, and the hooks before the edit', () => {
    const edit = insert(SPEC, manifestLine + 10, 'x');
    const plan = analyzePlan(SPEC);
    const next = analyzePlanEdit(plan, edit);
    // The manifest is an instance group's: only that group is planned again.
    expect(next.groups.filter((g, i) => g !== plan.groups[i]).length).toBe(1);
    const hooksBefore = plan.spec.documents.flatMap((d) => d.hooks).filter((h) => h.range.end <= edit.start);
    expect(hooksBefore.length).toBeGreaterThan(0);
    for (const h of hooksBefore) expect(next.spec.documents[h.document]?.hooks).toContain(h);
  });

  it('notices an edit that nests the text too deep, and reads it whole', () => {
    const next = edited(base, insert(SPEC, manifestLine + 10, '['.repeat(MAX_SCAN_DEPTH)));
    expect(editPath(next)).toEqual({ path: 'full', reason: 'nesting scan reports a problem; nesting scan reports a problem' });
    expect(next.diagnostics.map((d) => d.code)).toContain('nesting-too-deep');
  });

  it('reads a whole text whose analysis recorded nothing (one sent from a worker)', () => {
    const copy = JSON.parse(JSON.stringify(base)) as Analysis;
    const next = edited(copy, insert(SPEC, manifestLine, 'x'));
    expect(editPath(next)).toEqual({ path: 'full', reason: 'no recorded state' });
  });

  it('continues from a copy sent as JSON once given what its parse recorded (adoptAnalysis)', () => {
    const plan = analyzePlan(SPEC);
    const copy = JSON.parse(JSON.stringify(plan)) as Analysis;
    adoptAnalysis(copy, JSON.parse(JSON.stringify(parseTrackOf(plan))) as ParseTrack);
    const next = analyzePlanEdit(copy, insert(SPEC, manifestLine + 10, 'x'));
    expect(editPath(next)).toEqual({ path: 'hook' });
    expect(isDeepStrictEqual(next, analyzePlan(next.text))).toBe(true);
  });

  it('tryAnalyzePlanEdit: null when the edit would read more than maxRead characters again, else analyzePlanEdit', () => {
    const plan = analyzePlan(SPEC);
    const typing = insert(SPEC, manifestLine + 10, 'x');
    const hook = tryAnalyzePlanEdit(plan, typing, 400);
    expect(hook && editPath(hook)).toEqual({ path: 'hook' });
    expect(isDeepStrictEqual(hook, analyzePlanEdit(plan, typing))).toBe(true);
    // A new document marker reads the whole text: more than allowed.
    expect(tryAnalyzePlanEdit(plan, insert(SPEC, at(SPEC, 'kind: InstanceGroup'), '---\n'), SPEC.length)).toBeNull();
    // A hook longer than allowed.
    expect(tryAnalyzePlanEdit(plan, typing, 10)).toBeNull();
  });

  it('refuses an edit outside the text', () => {
    expect(() => analyzeEdit(base, { start: SPEC.length + 1, end: SPEC.length + 1, text: 'x' })).toThrow(RangeError);
  });
});
