import { describe, expect, it } from 'vitest';
import { analyzePlan } from '../../core/analyze-plan.ts';
import { decodeReply, encodeReply, type BareAnalysis } from './reply-delta.ts';

function spec(hooks: number, first = 'ExecStart=/bin/echo 0'): string {
  const lines = ['hooks:'];
  for (let i = 0; i < hooks; i++) lines.push(`- name: hook-${i}.service`, '  manifest: |', '    Type=oneshot', `    ${i === 0 ? first : `ExecStart=/bin/echo ${i}`}`);
  return lines.join('\n') + '\n';
}

function bare(text: string): BareAnalysis {
  const { text: _text, ...rest } = analyzePlan(text, { kopsVersion: '1.36' });
  return rest;
}

function wireCounts(json: string): { sameTasks: number; sentTasks: number; sharedTasks: number; shifts: number; sentHooks: number } {
  type Wire = Array<{ groups: Array<{ tasks: unknown[] }>; spec: { documents: Array<{ hooks: unknown[] }> } }>;
  // A full reply is reply-shared.ts's object; a reply of changes, the analyses.
  const parsed = JSON.parse(json) as Wire | { analyses: Wire };
  const wire = Array.isArray(parsed) ? parsed : parsed.analyses;
  const tasks = wire.flatMap((a) => a.groups.flatMap((g) => g.tasks));
  const hooks = wire.flatMap((a) => a.spec.documents.flatMap((d) => d.hooks));
  const shifts = hooks.filter((h) => typeof h === 'object' && h !== null && '$shift' in h).length;
  const sharedTasks = tasks.filter((t) => typeof t === 'number').length;
  return { sameTasks: tasks.filter((t) => t === null).length, sentTasks: tasks.length - sharedTasks - tasks.filter((t) => t === null).length, sharedTasks, shifts, sentHooks: hooks.length - shifts };
}

describe('encodeReply / decodeReply', () => {
  const before = bare(spec(40));
  const after = bare(spec(40, 'ExecStart=/bin/echo 0 and more'));

  it('sends everything when the page has no reply yet', () => {
    const { json, memory, full } = encodeReply(1, [before], null, 0);
    // Both groups' tasks are the same 40 objects in the plan: sent once, then named.
    expect(wireCounts(json)).toEqual({ sameTasks: 0, sentTasks: 40, sharedTasks: 40, shifts: 0, sentHooks: 40 });
    expect(full).toBe(true);
    expect(decodeReply(json, null, true)).toEqual([before]);
    expect(memory).toEqual({ id: 1, analyses: [before] });
  });

  it('after an edit in the first hook, sends its two tasks and shifts the 39 hooks below', () => {
    const first = encodeReply(1, [before], null, 0);
    const page = decodeReply(first.json, null, first.full);
    const { json, full } = encodeReply(2, [after], first.memory, 1);
    expect(full).toBe(false);
    expect(wireCounts(json)).toEqual({ sameTasks: 78, sentTasks: 2, sharedTasks: 0, shifts: 39, sentHooks: 1 });
    expect(json.length).toBeLessThan(first.json.length / 3);
    const decoded = decodeReply(json, page);
    expect(decoded).toEqual([after]);
    // Unchanged tasks are the page's own objects: memoised views skip them.
    expect(decoded[0]!.groups[0]!.tasks[5]).toBe(page[0]!.groups[0]!.tasks[5]);
    expect(decoded[0]!.groups[0]!.tasks[0]).not.toBe(page[0]!.groups[0]!.tasks[0]);
  });

  it('an unchanged hook that did not move is the same object', () => {
    const first = encodeReply(1, [before], null, 0);
    const page = decodeReply(first.json, null, first.full);
    const again = decodeReply(encodeReply(2, [before], first.memory, 1).json, page);
    expect(again[0]!.spec.documents[0]!.hooks[3]).toBe(page[0]!.spec.documents[0]!.hooks[3]);
  });

  it('sends everything when the page names a reply the worker no longer remembers', () => {
    const first = encodeReply(1, [before], null, 0);
    expect(wireCounts(encodeReply(2, [after], first.memory, 7).json)).toEqual({ sameTasks: 0, sentTasks: 40, sharedTasks: 40, shifts: 0, sentHooks: 40 });
  });

  it('refuses a reply that refers to objects the page does not have', () => {
    const first = encodeReply(1, [before], null, 0);
    const { json } = encodeReply(2, [after], first.memory, 1);
    expect(() => decodeReply(json, null)).toThrow('analysis reply refers to a task the page does not have');
  });

  it('keeps several texts apart (the toggle previews send three)', () => {
    const other = bare(spec(3));
    const first = encodeReply(1, [before, other], null, 0);
    const page = decodeReply(first.json, null, first.full);
    const { json } = encodeReply(2, [after, other], first.memory, 1);
    expect(decodeReply(json, page)).toEqual([after, other]);
    expect(wireCounts(json)).toEqual({ sameTasks: 84, sentTasks: 2, sharedTasks: 0, shifts: 42, sentHooks: 1 });
  });
});
