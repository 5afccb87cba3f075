import { describe, expect, it } from 'vitest';
import { analyze } from '../../core/index.ts';
import { decodeLint, encodeLint } from './lint-delta.ts';

function spec(hooks: number, first = 'ExecStart=/bin/echo 0'): string {
  const lines = ['hooks:'];
  for (let i = 0; i < hooks; i++) lines.push(`- name: hook-${i}.service`, '  manifest: |', '    Type=oneshot', `    ${i === 0 ? first : `ExecStart=/bin/echo ${i}`}`);
  return lines.join('\n') + '\n';
}

const lintOf = (text: string) => analyze(text, { kopsVersion: '1.36' }).diagnostics;

describe('encodeLint / decodeLint', () => {
  const before = spec(30);
  // The first hook's name grows by 4 characters: its findings name it, and every hook below moves.
  const after = before.replace('hook-0.service', 'hook-zero.service');

  it('sends every finding when the page has no reply yet', () => {
    const diagnostics = lintOf(before);
    const { json } = encodeLint(1, before.length, diagnostics, [], 0);
    expect(JSON.parse(json)).toEqual(diagnostics);
    expect(decodeLint(1, json, []).diagnostics).toEqual(diagnostics);
  });

  it('after an edit in the first hook, sends that hook\'s findings and moves the rest', () => {
    const first = encodeLint(1, before.length, lintOf(before), [], 0);
    const page = decodeLint(1, first.json, []);
    const expected = lintOf(after);
    const { json } = encodeLint(2, after.length, expected, first.history, 1);
    const wire = JSON.parse(json) as { keep: number; tail: number; shift: number; middle: unknown[] };
    expect({ keep: wire.keep, tail: wire.tail, shift: wire.shift, middle: wire.middle.length }).toEqual({ keep: 0, tail: 58, shift: 3, middle: 2 });
    const decoded = decodeLint(2, json, page.history);
    expect(decoded.diagnostics).toEqual(expected);
    expect(decoded.history.map((r) => r.id)).toEqual([1, 2]);
  });

  it('reuses the page\'s objects for findings above the edit', () => {
    const last = before.replace('hook-29.service', 'hook-29b.service');
    const first = encodeLint(1, before.length, lintOf(before), [], 0);
    const page = decodeLint(1, first.json, []);
    const decoded = decodeLint(2, encodeLint(2, last.length, lintOf(last), first.history, 1).json, page.history);
    expect(decoded.diagnostics).toEqual(lintOf(last));
    expect(decoded.diagnostics[0]).toBe(page.diagnostics[0]);
  });

  it('extends any of the last replies the page names, and sends everything for one the worker forgot', () => {
    let history = encodeLint(1, before.length, lintOf(before), [], 0).history;
    for (let id = 2; id <= 6; id++) history = encodeLint(id, before.length, lintOf(before), history, id - 1).history;
    expect(history.map((r) => r.id)).toEqual([3, 4, 5, 6]);
    expect(Array.isArray(JSON.parse(encodeLint(7, after.length, lintOf(after), history, 1).json))).toBe(true);
    expect(JSON.parse(encodeLint(7, after.length, lintOf(after), history, 4).json)).toMatchObject({ base: 4 });
  });

  it('refuses a reply that extends one the page does not have', () => {
    const first = encodeLint(1, before.length, lintOf(before), [], 0);
    const { json } = encodeLint(2, after.length, lintOf(after), first.history, 1);
    expect(() => decodeLint(2, json, [])).toThrow('lint reply 2 extends reply 1, which the page does not have');
  });
});
