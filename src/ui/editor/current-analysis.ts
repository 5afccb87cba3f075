import type { Analysis } from '../../core/index.ts';

let latest: Analysis | null = null;

/** Records the Analysis on screen (App does), for code that runs outside React's render: Monaco's quick fixes, Download. */
export function setCurrentAnalysis(analysis: Analysis): void {
  latest = analysis;
}

/** The Analysis on screen, or null before the first render. */
export function currentAnalysis(): Analysis | null {
  return latest;
}
