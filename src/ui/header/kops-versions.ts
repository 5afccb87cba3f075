import { NEWEST_KOPS_VERSION } from '../../core/kops/behaviour.ts';

/** The version a first visit renders for. */
export const DEFAULT_KOPS_VERSION = NEWEST_KOPS_VERSION;

/** The value of the proposal mode in the pickers. */
export const PROPOSAL = 'proposal';
