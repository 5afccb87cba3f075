import { startTransition, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { analyzePlan, withDiagnostics, withLint } from '../../core/analyze-plan.ts';
import { adoptAnalysis, analyzePlanEdit, loadEditAnalysis, tryAnalyzePlanEdit, warmPlan } from './edit-analysis.ts';
import type { Analysis, AnalyzeOptions, Diagnostic, Distro, Runtime } from '../../core/types.ts';
import { MAX_INPUT_CHARS } from '../../core/spec/limits.ts';
import { analysisChannel } from './analysis-client.ts';
import { loadLinter, useLinter } from './lint-loader.ts';
import { runtimeOption, useStore } from './store.ts';
import { useShownOptions } from './shown-options.ts';
import { withStaleDiagnostics } from './stale-diagnostics.ts';
import { belongsInWorker, WORKER_MIN_CHARS } from './worker-threshold.ts';
import { editBetween } from './text-edits.ts';
import { lintDelay } from './lint-pause.ts';
import { whenIdle } from './when-idle.ts';

const analyzeInWorker = analysisChannel('analysis');

/**
 * Starts the worker's plan of a large text about to be put on screen (a file opened), before the
 * editor takes it in and the page renders it, with the page's own request's plans and lint: that
 * request, made while this one is under way, takes its replies instead of waiting behind it
 * (analysis-client.ts), a 5,000-hook spec's plan already a few hundred ms along (issue 47). The
 * toolbar's options: in compare mode the page asks for the To side's, and the worker plans again.
 * True when the text was sent.
 */
export function planAhead(text: string): boolean {
  if (!belongsInWorker(text) || text.length > MAX_INPUT_CHARS) return false;
  const { kopsVersion, runtime, distro } = useStore.getState();
  analyzeInWorker([text], analyzeOptions(kopsVersion, runtime, distro), { onPlan: () => {}, onLint: () => {} });
  return true;
}

/**
 * Starts the analysis worker when a file of `bytes` is about to be read that it will plan: its
 * thread and module load while the page reads the file, not after (issue 47). The editor does not
 * wait for it to run: Chromium holds a message to a new worker until the page's thread has seen
 * it run, and waiting for that (up to 250 ms) before the editor took the text brought a
 * 5,000-hook file's units 47 ms sooner (1,153 against 1,200 ms) but made the longest main-thread
 * task 43 ms longer (136 against 93 ms wall), medians of 6 alternated opens each: not worth
 * showing the person's text later.
 */
export function workerAhead(bytes: number): void {
  if (bytes >= WORKER_MIN_CHARS && typeof Worker !== 'undefined') analyzeInWorker.start();
}

/** The store's version choice as analyze options (`proposal` is a mode, not a version; Debian is the core's default). */
export function analyzeOptions(kopsVersion: string, runtime: Runtime | 'auto', distro: Distro = 'debian'): AnalyzeOptions {
  const options: AnalyzeOptions = kopsVersion === 'proposal' ? { proposal: true } : { kopsVersion };
  const r = runtimeOption(runtime);
  if (r) options.runtime = r;
  if (distro !== 'debian') options.distro = distro;
  return options;
}

/**
 * The Analysis of the current inputs, derived and memoised (never stored). The plan (units) is
 * computed in the render of the edit itself, from the plan before it (analyzePlanEdit re-reads
 * only what the edit touched): a toggle or fix must show its result at once (a
 * checkbox that flips back for a frame reads as "did not work"). Lint follows a task later, and
 * its chunk loads after the first paint. Large texts go to a worker, which sends the units
 * first and lint after; until its first result, an empty analysis stands in.
 */
export function useAnalysis(): Analysis {
  const text = useStore((s) => s.text);
  // The toolbar's version and runtime, or in compare mode the To side's.
  const { kopsVersion, runtime } = useShownOptions();
  const linter = useLinter();
  useEffect(() => {
    // After the first paint: the lint chunk must not compete with the units for the main thread.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => (timer = setTimeout(() => { void loadLinter(); void loadEditAnalysis(); }, 0)));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  const distro = useStore((s) => s.distro);
  const options = useMemo(() => analyzeOptions(kopsVersion, runtime, distro), [kopsVersion, runtime, distro]);
  // Past the input limit the core only reports the size, at once: no need to post the text.
  const large = belongsInWorker(text) && text.length <= MAX_INPUT_CHARS;
  // The last plan made (or adopted) here: the next one re-reads only what the edit since it
  // touched. Its options object tells whether it is still for the same version and runtime.
  const base = useRef<{ plan: Analysis; options: AnalyzeOptions } | null>(null);
  const cancelWarm = useRef<() => void>(() => {});
  useEffect(() => () => cancelWarm.current(), []);
  // The units are worked out here, in the render of the edit, whenever that is cheap: always for
  // small texts, and for large ones when the edit stays inside a hook or a short document (a
  // keystroke in a 1,000-hook spec takes a few ms). Otherwise (a new `---`, a paste, YAML that no
  // longer parses) a large text goes to the worker, whose plan then becomes the base here.
  const mainPlan = useMemo(() => {
    const prev = base.current?.options === options ? base.current.plan : null;
    let next: Analysis | null;
    if (prev?.text === text) next = prev;
    else if (!large) next = prev ? analyzePlanEdit(prev, editBetween(prev.text, text)) : analyzePlan(text, options);
    else next = prev ? tryAnalyzePlanEdit(prev, editBetween(prev.text, text), WORKER_MIN_CHARS) : null;
    if (next) base.current = { plan: next, options };
    return next;
  }, [large, text, options]);
  // Lint (tens of ms on a large spec) runs in the next task after a single edit, but waits for a
  // pause while edits come faster than that (lintDelay), so it never sits between a keystroke and
  // the next unit update. Until it lands, the previous problems stay up without their fixes: a fix
  // holds offsets into the old text and must never be applied to the new one. `result` is the
  // linted Analysis when lint ran here; a worker sends the diagnostics of `text` only.
  const [linted, setLinted] = useState<{ text: string; diagnostics: Diagnostic[]; plan: Analysis | null; result: Analysis | null } | null>(null);
  const [workerPlan, setWorkerPlan] = useState<Analysis | null>(null);
  // A layout effect: the text goes to the worker in the keystroke's own task, not after the
  // next paint, which would add a frame to every update of the units. Its results render as
  // transitions: a large spec's output is one long render, which React then splits into short
  // slices, so that a keystroke arriving meanwhile is handled at once. When the units were made
  // here, the worker sends only the lint (it keeps its own plans to lint from), and that lint
  // waits for a pause in typing like the page's own: posting every keystroke would cost the page a
  // copy of the text, a reply and a render of the problems per key, and take the second core from
  // the browser's painting, for findings that are gone a key later.
  const lastEdit = useRef(-Infinity);
  useLayoutEffect(() => {
    if (!large) return;
    const post = (): void => analyzeInWorker([text], options, {
      onPlan: ([analysis], [track]) => {
        if (analysis && track) {
          adoptAnalysis(analysis, track);
          const current = base.current;
          if (!current || current.options !== options || current.plan.text !== useStore.getState().text) {
            const adopted = { plan: analysis, options };
            base.current = adopted;
            // Ready the adopted plan for the first keystroke while nothing else needs the thread.
            cancelWarm.current();
            cancelWarm.current = whenIdle(() => {
              if (base.current !== adopted) return;
              const warm = warmPlan(analysis, WORKER_MIN_CHARS);
              if (warm) base.current = { plan: warm, options };
            });
          }
        }
        startTransition(() => setWorkerPlan(analysis ?? null));
      },
      onLint: (diagnostics, linted, plan) => startTransition(() => setLinted({ text: linted, diagnostics, plan, result: null })),
    }, mainPlan === null);
    const now = performance.now();
    const delay = mainPlan === null ? 0 : lintDelay(now, lastEdit.current);
    lastEdit.current = now;
    if (delay === 0) return post();
    const id = setTimeout(post, delay);
    return () => clearTimeout(id);
  }, [large, text, options, mainPlan]);
  const syncPlan = large ? null : mainPlan;
  useEffect(() => {
    if (!syncPlan || !linter) return;
    const now = performance.now();
    const delay = lintDelay(now, lastEdit.current);
    lastEdit.current = now;
    const id = setTimeout(() => {
      const result = withLint(syncPlan, linter);
      startTransition(() => setLinted({ text: syncPlan.text, diagnostics: result.diagnostics, plan: syncPlan, result }));
    }, delay);
    return () => clearTimeout(id);
  }, [syncPlan, linter]);
  const planned = mainPlan ?? (large ? workerPlan : null);
  const stale = useMemo(
    () => linted?.diagnostics.map((d) => (d.fixes ? { ...d, fixes: undefined } : d)) ?? [],
    [linted],
  );
  const shown = useMemo(() => {
    if (!planned) return null;
    if (!linted) return planned;
    if (linted.result && linted.plan === planned) return linted.result;
    // The lint of the same text, from the worker: its diagnostics belong to this plan as they are.
    if (linted.text === planned.text) return withDiagnostics(planned, linted.diagnostics);
    return withStaleDiagnostics(withDiagnostics(planned, stale));
  }, [planned, linted, stale]);
  // The empty stand-in only while the worker's first result is on its way.
  return useMemo(() => shown ?? analyzePlan('', options), [shown, options]);
}
