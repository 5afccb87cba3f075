import type { AnalyzeOptions } from '../../types.ts';

/**
 * The kops version or mode in which a rule's doc examples show the problem (the newest kops
 * otherwise). The meta-test renders `docs.bad` and `docs.good` with these options.
 */
export const DOC_OPTIONS: Readonly<Record<string, AnalyzeOptions>> = {
  'requires-before-ignored-under-raw': { proposal: true },
  'unit-not-on-distro': { distro: 'debian' },
};
