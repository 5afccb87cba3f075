import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Analysis } from '../../core/index.ts';
import { analysisChannel, loadReplyDecoders } from './analysis-client.ts';
import type { AnalysisReply, AnalysisRequest } from './analysis-worker.ts';

/** A stand-in Worker: records what the page posts; the test answers as the worker would. */
class FakeWorker {
  static last: FakeWorker | null = null;
  posted: AnalysisRequest[] = [];
  onmessage: ((event: { data: AnalysisReply }) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor() {
    FakeWorker.last = this;
  }
  postMessage(request: AnalysisRequest): void {
    this.posted.push(request);
  }
  plan(id: number): void {
    const analyses = this.posted.find((r) => r.id === id)!.texts.map(() => ({ diagnostics: [], groups: [], spec: { documents: [] } }));
    this.onmessage?.({ data: { id, phase: 'plan', analyses: JSON.stringify(analyses), tracks: '[]' } });
  }
  lint(id: number, codes: string[]): void {
    this.onmessage?.({ data: { id, phase: 'lint', diagnostics: JSON.stringify(codes.map((code) => ({ code }))) } });
  }
}

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
