import type { AnalyzeOptions } from '../src/core/types.ts';

/** The behaviour eras every golden case is rendered in; the golden file is `<label>.txt`. */
export const GOLDEN_ERAS: Array<{ label: string; options: AnalyzeOptions }> = [
  { label: '1.10.1', options: { kopsVersion: '1.10.1' } },
  { label: '1.20.2', options: { kopsVersion: '1.20.2' } },
  { label: '1.21.0-docker', options: { kopsVersion: '1.21.0', runtime: 'docker' } },
  { label: '1.22.0', options: { kopsVersion: '1.22.0' } },
  { label: '1.23.0', options: { kopsVersion: '1.23.0' } },
  { label: '1.36.0', options: { kopsVersion: '1.36.0' } },
  { label: 'proposal', options: { proposal: true } },
];
