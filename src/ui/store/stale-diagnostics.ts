import type { Analysis } from '../../core/index.ts';

const stale = new WeakSet<Analysis>();

/**
 * An Analysis of the current text shown with the previous text's diagnostics, while lint catches
 * up: the list stays on screen, but their offsets index the previous text.
 */
export function withStaleDiagnostics(analysis: Analysis): Analysis {
  stale.add(analysis);
  return analysis;
}

/** Whether the diagnostics' offsets index `analysis.text` (markers must not be placed otherwise). */
export function diagnosticsFitText(analysis: Analysis): boolean {
  return !stale.has(analysis);
}
