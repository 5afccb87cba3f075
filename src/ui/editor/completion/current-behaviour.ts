import type { Behaviour } from '../../../core/index.ts';
import { KOPS_ERAS } from '../../../core/kops/behaviour.ts';
import { currentAnalysis } from '../current-analysis.ts';

type Switches = Pick<Behaviour, 'keptSuffixes' | 'useRawManifest' | 'useRawName'>;

// Before the first analysis: the newest kops, which the page opens with.
const NEWEST: Switches = (KOPS_ERAS[KOPS_ERAS.length - 1] as (typeof KOPS_ERAS)[number]).behaviour;

/** The kops behaviour of the analysis on screen: which fields and unit types the chosen version accepts. */
export function currentBehaviour(): Switches {
  return currentAnalysis()?.behaviour ?? NEWEST;
}
