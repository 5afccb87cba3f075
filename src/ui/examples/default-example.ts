import { EXAMPLES } from './catalog.ts';

/** The text shown on a first visit: the request's swap unit, the story behind the playground. */
export const DEFAULT_EXAMPLE_TEXT: string = EXAMPLES[0]?.text ?? '';
