import { resolve } from 'node:path';

/**
 * The project's shared reference folder: `../shared` beside the repository root, as laid out for
 * developers and CI. SHARED_DIR overrides it.
 */
export const SHARED_DIR = process.env.SHARED_DIR ?? resolve(import.meta.dirname, '../../shared');
/** The 27 real hook specs operators published. */
export const WILD_DIR = resolve(SHARED_DIR, 'wild');
