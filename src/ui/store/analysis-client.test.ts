import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Analysis } from '../../core/index.ts';
import { analysisChannel, loadReplyDecoders } from './analysis-client.ts';
import { FakeWorker } from '../testing/fake-analysis-worker.ts';

const codes = (diagnostics: Array<{ code: string }>) => diagnostics.map((d) => d.code);

// Replies are decoded as they come once the decoders' chunk is in (reply-decoders.test.ts: before).
beforeAll(() => loadReplyDecoders());
afterEach(() => vi.unstubAllGlobals());

describe('analysisChannel', () => {
  it('posts one request at a time; a newer request replaces one still waiting', () => {
    vi.stubGlobal('Worker', FakeWorker);
    const channel = analysisChannel('test');
    const plans: string[] = [];
    const onPlan = ([a]: Analysis[]) => plans.push(a?.text ?? '');
    channel(['a'], {}, { onPlan });
    channel(['ab'], {}, { onPlan });
    channel(['abc'], {}, { onPlan });
    const worker = FakeWorker.last!;
    expect(worker.posted.map((r) => r.texts)).toEqual([['a']]);
    worker.plan(1);
    expect(worker.posted.map((r) => r.texts)).toEqual([['a'], ['abc']]);
    worker.plan(3);
    // The texts come back from the page's own copies, never from the worker.
    expect(plans).toEqual(['a', 'abc']);
  });

  it('asks for lint only with onLint, and delivers it with the plan it extends', () => {
    vi.stubGlobal('Worker', FakeWorker);
    const channel = analysisChannel('test');
    const linted: Array<{ codes: string[]; same: boolean }> = [];
    let planned: Analysis | null = null;
    channel(['x'], {}, { onPlan: ([a]) => (planned = a ?? null), onLint: (diagnostics, _text, from) => linted.push({ codes: codes(diagnostics), same: from === planned }) });
    const worker = FakeWorker.last!;
    expect(worker.posted[0]?.lint).toBe(true);
    worker.plan(1, ['yaml-error']);
    worker.lint(1, ['yaml-error', 'no-install-section']);
    expect(linted).toEqual([{ codes: ['yaml-error', 'no-install-section'], same: true }]);
    channel(['y'], {}, { onPlan: () => {} });
    expect(worker.posted[1]?.lint).toBe(false);
  });

  it('drops the lint of a text whose plan is no longer the latest', () => {
    vi.stubGlobal('Worker', FakeWorker);
    const channel = analysisChannel('test');
    const events: string[] = [];
    const callbacks = { onPlan: ([a]: Analysis[]) => events.push(`plan ${a?.text}`), onLint: (_d: unknown, text: string) => events.push(`lint ${text}`) };
    channel(['one'], {}, callbacks);
    const worker = FakeWorker.last!;
    worker.plan(1);
    channel(['two'], {}, callbacks);
    worker.plan(2);
    worker.lint(1, ['late']);
    worker.lint(2, ['on-time']);
    expect(events).toEqual(['plan one', 'plan two', 'lint two']);
  });

  it('hands the request the worker is on to a request for the same texts and options, with no second request (a file planned ahead)', () => {
    vi.stubGlobal('Worker', FakeWorker);
    const channel = analysisChannel('test');
    const events: string[] = [];
    const ahead = { onPlan: () => events.push('ahead plan'), onLint: () => events.push('ahead lint') };
    const page = { onPlan: ([a]: Analysis[]) => events.push(`plan ${a?.text}`), onLint: (d: Array<{ code: string }>, text: string) => events.push(`lint ${text} ${codes(d).join()}`) };
    channel(['big'], { kopsVersion: '1.30' }, ahead);
    channel(['big'], { kopsVersion: '1.30' }, page);
    const worker = FakeWorker.last!;
    expect(worker.posted.map((r) => r.id)).toEqual([1]);
    worker.plan(1);
    worker.lint(1, ['x']);
    expect(events).toEqual(['plan big', 'lint big x']);
    // Lint the request on its way does not bring, or other options: a request of its own, after it.
    channel(['big'], { kopsVersion: '1.31' }, { onPlan: () => events.push('without lint') });
    channel(['big'], { kopsVersion: '1.31' }, page);
    worker.plan(2);
    channel(['big'], { kopsVersion: '1.32' }, page);
    worker.plan(3);
    expect(worker.posted.map((r) => [r.id, r.options.kopsVersion, r.lint])).toEqual([[1, '1.30', true], [2, '1.31', false], [3, '1.31', true], [4, '1.32', true]]);
    expect(events.slice(2)).toEqual(['without lint', 'plan big']);
  });

  it('starts its one worker before the first request when asked', () => {
    vi.stubGlobal('Worker', FakeWorker);
    FakeWorker.last = null;
    const channel = analysisChannel('test');
    const events: string[] = [];
    channel.start();
    const worker = FakeWorker.last!;
    expect(worker.posted).toEqual([]);
    channel.start();
    channel(['x'], {}, { onPlan: ([a]) => events.push(`plan ${a?.text}`) });
    expect(FakeWorker.last).toBe(worker);
    expect(worker.posted.map((r) => r.texts)).toEqual([['x']]);
    worker.plan(1);
    expect(events).toEqual(['plan x']);
  });

  it('with plans: false, asks for no plans and delivers the lint with its text and no plan', () => {
    vi.stubGlobal('Worker', FakeWorker);
    const channel = analysisChannel('test');
    const events: string[] = [];
    const callbacks = { onPlan: ([a]: Analysis[]) => events.push(`plan ${a?.text}`), onLint: (d: Array<{ code: string }>, text: string, plan: Analysis | null) => events.push(`lint ${text} ${codes(d).join()} ${plan === null}`) };
    channel(['one'], {}, callbacks, false);
    const worker = FakeWorker.last!;
    expect(worker.posted[0]?.plans).toBe(false);
    worker.plan(1);
    channel(['two'], {}, callbacks, false);
    expect(worker.posted.map((r) => r.texts[0])).toEqual(['one', 'two']);
    worker.lint(1, ['x']);
    worker.plan(2);
    worker.lint(2, ['y']);
    expect(events).toEqual(['lint one x true', 'lint two y true']);
  });

  it('names the last reply it decoded, and asks for everything again when a reply does not fit', () => {
    vi.stubGlobal('Worker', FakeWorker);
    const channel = analysisChannel('test');
    const plans: string[] = [];
    const callbacks = { onPlan: ([a]: Analysis[]) => plans.push(a?.text ?? '') };
    channel(['one'], {}, callbacks);
    const worker = FakeWorker.last!;
    worker.plan(1);
    channel(['two'], {}, callbacks);
    expect(worker.posted.map((r) => r.base)).toEqual([0, 1]);
    // A task "as before" where the page had no task: out of step, so the same text is asked for again, in full.
    worker.onmessage?.({ data: { id: 2, phase: 'plan', analyses: JSON.stringify([{ diagnostics: [], groups: [{ tasks: [null] }], spec: { documents: [] } }]), tracks: '[]' } });
    expect(worker.posted.map((r) => [r.texts[0], r.base])).toEqual([['one', 0], ['two', 1], ['two', 0]]);
    worker.plan(3);
    expect(plans).toEqual(['one', 'two']);
  });

  it('names the last lint reply it decoded, even one it did not deliver, and asks again when a lint reply does not fit', () => {
    vi.stubGlobal('Worker', FakeWorker);
    const channel = analysisChannel('test');
    const events: string[] = [];
    const callbacks = { onPlan: () => {}, onLint: (d: Array<{ code: string }>, text: string) => events.push(`lint ${text} ${codes(d).join()}`) };
    channel(['one'], {}, callbacks, false);
    const worker = FakeWorker.last!;
    worker.plan(1);
    channel(['two'], {}, callbacks, false);
    worker.plan(2);
    worker.lint(1, ['a', 'b']);
    channel(['three'], {}, callbacks, false);
    expect(worker.posted.map((r) => r.lintBase)).toEqual([0, 0, 1]);
    // Reply 3 keeps the first finding of reply 1 and adds one: the page rebuilds it from its copy.
    worker.plan(3);
    worker.onmessage?.({ data: { id: 3, phase: 'lint', diagnostics: JSON.stringify({ base: 1, keep: 1, tail: 0, shift: 0, middle: [{ code: 'c' }] }) } });
    expect(events).toEqual(['lint three a,c']);
    // A reply extending one the page never had: out of step, so the same text is asked for again, in full.
    worker.onmessage?.({ data: { id: 3, phase: 'lint', diagnostics: JSON.stringify({ base: 9, keep: 1, tail: 0, shift: 0, middle: [] }) } });
    expect(worker.posted.map((r) => [r.texts[0], r.lintBase])).toEqual([['one', 0], ['two', 0], ['three', 1], ['three', 0]]);
    expect(events).toEqual(['lint three a,c']);
  });
});
