import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Analysis } from '../../core/index.ts';
import { analysisChannel, loadReplyDecoders } from './analysis-client.ts';
import { FakeWorker } from '../testing/fake-analysis-worker.ts';

afterEach(() => vi.unstubAllGlobals());

// Its own file: the decoders' chunk must not have loaded yet (analysis-client.test.ts loads it first).
describe('the replies\' decoders, loaded with the first worker', () => {
  it('hold the replies that come before them, and deliver them in order once in', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const channel = analysisChannel('test');
    const events: string[] = [];
    channel(['one'], {}, { onPlan: ([a]: Analysis[]) => events.push(`plan ${a?.text}`), onLint: (d, text) => events.push(`lint ${text} ${d.map((x) => x.code).join()}`) });
    const worker = FakeWorker.last!;
    worker.plan(1);
    worker.lint(1, ['no-install-section']);
    // Nothing is delivered before the chunk is in.
    expect(events).toEqual([]);
    await loadReplyDecoders();
    await Promise.resolve();
    expect(events).toEqual(['plan one', 'lint one no-install-section']);
    // From then on, at once.
    channel(['two'], {}, { onPlan: ([a]: Analysis[]) => events.push(`plan ${a?.text}`) });
    worker.plan(2);
    expect(events.at(-1)).toBe('plan two');
  });
});
