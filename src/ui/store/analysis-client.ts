import type { Analysis, AnalyzeOptions, Diagnostic } from '../../core/index.ts';
import type { ParseTrack } from '../../core/spec/parse-spec.ts';
import type { AnalysisReply, AnalysisRequest } from './analysis-worker.ts';
import type { DecodedLint } from './lint-delta.ts';
import type { BareAnalysis } from './reply-delta.ts';
import type * as Decoders from './reply-decoders.ts';

/** The replies' decoders, a chunk loaded with the first worker (reply-decoders.ts); replies wait for it in order. */
let decoders: typeof Decoders | null = null;
let decodersLoading: Promise<unknown> | null = null;
export function loadReplyDecoders(): Promise<unknown> {
  decodersLoading ??= import('./reply-decoders.ts').then((m) => (decoders = m));
  return decodersLoading;
}

/** What a channel delivers: the plans of a request's texts, then (if asked) the first one's lint. */
export interface ChannelCallbacks {
  /** The plans, and what the worker's parse of each recorded (see adoptAnalysis). */
  onPlan: (analyses: Analysis[], tracks: Array<ParseTrack | null>) => void;
  /**
   * The lint findings of the first text (`analysis.diagnostics` of `analyze(text)`), with the plan
   * `onPlan` delivered for it, or null when the request asked for no plans.
   */
  onLint?: (diagnostics: Diagnostic[], text: string, plan: Analysis | null) => void;
}

/**
 * Analyses texts in a worker of its own; see `analysisChannel`. With `plans: false` the worker
 * sends no plans (the page made them itself), only the lint.
 */
export type AnalysisChannel = ((texts: string[], options: AnalyzeOptions, callbacks: ChannelCallbacks, plans?: boolean) => void) & {
  /** Starts the worker before its first request (a large file about to be read), to load while the page reads it. */
  start: () => void;
};

/**
 * A Web Worker that plans one request at a time. A newer request replaces one still waiting, so
 * texts typed in between are never analysed (stale work is dropped), and every result delivered
 * is newer than the one before: a lint result is delivered only while its plan is the latest.
 * Each channel has its own worker, so that previews never queue behind, or ahead of, the
 * analysis of what is on screen. The worker starts on the first request, or with `start`.
 */
export function analysisChannel(name: string): AnalysisChannel {
  let worker: Worker | null = null;
  let nextId = 0;
  let inFlight: AnalysisRequest | null = null;
  /** The next request; its `base` and `lintBase` are set when it is posted, from the replies decoded by then. */
  let pending: { request: Omit<AnalysisRequest, 'base' | 'lintBase'>; callbacks: ChannelCallbacks } | null = null;
  let callbacks: ChannelCallbacks | null = null;
  /** The last request posted, to ask again if its lint reply cannot be decoded. */
  let lastSent: { request: Omit<AnalysisRequest, 'base' | 'lintBase'>; callbacks: ChannelCallbacks } | null = null;
  /** The request whose plan reply came last, its first text, and the Analysis delivered for it, for the lint reply. */
  let planned: { id: number; text: string; analysis: Analysis | null } | null = null;
  /** The last plan reply decoded: the worker sends the next one as changes from it. */
  let decoded: { id: number; analyses: BareAnalysis[] } | null = null;
  /** The last lint replies decoded (every one, delivered or not): the worker sends the next one as changes from one of them. */
  let lintDecoded: DecodedLint[] = [];

  const onReply = (reply: AnalysisReply): void => {
    if (reply.phase === 'lint') {
      let diagnostics: Diagnostic[];
      try {
        ({ diagnostics, history: lintDecoded } = decoders!.decodeLint(reply.id, reply.diagnostics, lintDecoded));
      } catch {
        // Out of step with the worker (cannot happen while every reply is decoded in order): ask
        // again, for every finding, unless a newer request is already waiting.
        lintDecoded = [];
        if (planned?.id === reply.id && lastSent?.request.id === reply.id && !pending) {
          pending = { request: { ...lastSent.request, id: ++nextId }, callbacks: lastSent.callbacks };
          pump();
        }
        return;
      }
      if (planned?.id === reply.id) callbacks?.onLint?.(diagnostics, planned.text, planned.analysis);
      return;
    }
    const sent = inFlight;
    inFlight = null;
    if (reply.analyses === null) {
      if (sent?.id === reply.id) planned = { id: sent.id, text: sent.texts[0] ?? '', analysis: null };
      pump();
      return;
    }
    let bare: BareAnalysis[] | null = null;
    try {
      bare = decoders!.decodeReply(reply.analyses, decoded?.analyses ?? null, reply.full);
      decoded = { id: reply.id, analyses: bare };
    } catch {
      // Out of step with the worker (cannot happen while requests go one at a time): ask again
      // for everything, unless a newer request is already waiting.
      decoded = null;
      if (sent && callbacks && !pending) pending = { request: { ...sent, id: ++nextId }, callbacks };
    }
    if (bare && sent?.id === reply.id) {
      const analyses = bare.map((a, i) => ({ ...a, text: sent.texts[i] ?? '' }));
      if (analyses[0]) planned = { id: sent.id, text: analyses[0].text, analysis: analyses[0] };
      callbacks?.onPlan(analyses, JSON.parse(reply.tracks) as Array<ParseTrack | null>);
    }
    pump();
  };

  const start = (): Worker => {
    const w = new Worker(new URL('./analysis-worker.ts', import.meta.url), { type: 'module', name });
    const loading = loadReplyDecoders();
    const waiting: AnalysisReply[] = [];
    w.onmessage = ({ data }: MessageEvent<AnalysisReply>) => {
      if (decoders) return onReply(data);
      if (waiting.push(data) === 1) void loading.then(() => waiting.splice(0).forEach(onReply));
    };
    w.onerror = () => {
      inFlight = null;
      decoded = null;
      lintDecoded = [];
      pump();
    };
    return w;
  };

  const pump = (): void => {
    if (inFlight || !pending) return;
    worker ??= start();
    inFlight = { ...pending.request, base: decoded?.id ?? 0, lintBase: lintDecoded[lintDecoded.length - 1]?.id ?? 0 };
    callbacks = pending.callbacks;
    lastSent = { request: pending.request, callbacks: pending.callbacks };
    pending = null;
    worker.postMessage(inFlight);
  };

  const channel: AnalysisChannel = (texts, options, next, plans = true) => {
    const lint = next.onLint !== undefined;
    // What the worker is already working on (a file's plan, started before the page asked: see
    // planAhead): its replies go to the new callbacks, with no second request behind it.
    const on = inFlight;
    if (on && !pending && (on.plans || !plans) && (on.lint || !lint) && on.texts.length === texts.length && on.texts.every((t, i) => t === texts[i]) && JSON.stringify(on.options) === JSON.stringify(options)) {
      callbacks = next;
      if (lastSent) lastSent.callbacks = next;
      return;
    }
    pending = { request: { id: ++nextId, texts, options, lint, plans }, callbacks: next };
    pump();
  };
  channel.start = () => {
    worker ??= start();
  };
  return channel;
}
