/**
 * Texts from this size on are analysed in a Web Worker: a 1,000-hook spec (~70 kB) takes longer
 * than a frame to analyse, so keystrokes would queue behind it. Smaller texts stay synchronous, so
 * that a toggle or fix shows its result in the same render as the edit.
 */
export const WORKER_MIN_CHARS = 48 * 1024;

/** Whether work on `text` (analysis, toggle diffs, permalink) belongs in a Web Worker. */
export function belongsInWorker(text: string): boolean {
  return text.length >= WORKER_MIN_CHARS && typeof Worker !== 'undefined';
}
