import { KOPS_ERAS, NEWEST_KOPS_VERSION } from '../../core/kops/behaviour.ts';

/**
 * The versions offered in the "kops version" combobox, grouped by behaviour era. The eras come
 * from the core (`KOPS_ERAS`), so the picker and the renderer can never disagree.
 */
export interface VersionEra {
  era: string;
  description: string;
  versions: readonly string[];
}

/** Newest era first, newest version first within an era (people run recent kops). */
export const KOPS_VERSION_ERAS: readonly VersionEra[] = [...KOPS_ERAS].reverse().map((e) => ({
  era: e.label,
  description: e.description,
  versions: [...e.versions].reverse(),
}));

/** The version a first visit renders for. */
export const DEFAULT_KOPS_VERSION = NEWEST_KOPS_VERSION;

/** The value of the proposal mode in the combobox. */
export const PROPOSAL = 'proposal';
