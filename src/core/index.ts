// TEMPORARY while the renderer is being built (issue 3): the real analyze() replaces this file.
import type { Analysis, AnalyzeOptions } from './types.ts';

export type * from './types.ts';

/** Analyses `text`: parse, plan every instance group, lint. Pure and total. */
export function analyze(text: string, options: AnalyzeOptions = {}): Analysis {
  return {
    text,
    options,
    behaviour: {
      version: '1.36.0', era: '1.29+', keptSuffixes: [], useRawManifest: true, useRawName: false,
      ignoreRequiresBeforeUnderRaw: false, envFlag: '--env', containerdExec: true,
      roleFilterBeforeNumbering: true, invertedIgDisabled: true, dockerAvailable: false,
    },
    runtime: 'containerd',
    runtimeSource: 'default',
    distro: options.distro ?? 'debian',
    spec: { documents: [], diagnostics: [] },
    groups: [],
    diagnostics: [],
  };
}
