/**
 * Edits closer together than this count as typing: lint waits for the pause. Lint on every
 * keystroke of a large spec would cost the page a decode and a render of the problems per key,
 * on a main thread that typing already keeps busy, for findings that are gone a key later.
 */
export const LINT_PAUSE_MS = 150;

/**
 * How long to wait before linting an edit made at `now`, when the edit before it came at
 * `last`: at once after a single edit, after the pause while edits come faster than it.
 */
export function lintDelay(now: number, last: number): number {
  return now - last < LINT_PAUSE_MS ? LINT_PAUSE_MS : 0;
}
