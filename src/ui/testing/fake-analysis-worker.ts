import type { AnalysisReply, AnalysisRequest } from '../store/analysis-worker.ts';

/** A stand-in Worker for the analysis channel's tests: records what the page posts; the test answers as the worker would. */
export class FakeWorker {
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
  plan(id: number, diagnostics: string[] = []): void {
    const request = this.posted.find((r) => r.id === id);
    const analyses = (request?.texts ?? []).map(() => ({ diagnostics: diagnostics.map((code) => ({ code })), groups: [], spec: { documents: [] } }));
    this.onmessage?.({ data: { id, phase: 'plan', analyses: request?.plans === false ? null : JSON.stringify(analyses), tracks: '[]' } });
  }
  lint(id: number, codes: string[]): void {
    this.onmessage?.({ data: { id, phase: 'lint', diagnostics: JSON.stringify(codes.map((code) => ({ code }))) } });
  }
}
