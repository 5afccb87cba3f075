/**
 * Where kops shows one boundary of a fact, read at both sides of it (README, "Adding a kops
 * release"). Both are `tag:path[:line]` in kubernetes/kops (`git show tag:path`):
 * - `at`: the first release of the boundary, where the new behaviour is in the code;
 * - `before`: the release just before it, where it is not (the old line, or the file or directory
 *   that lacks it).
 *
 * For a fact that starts at the boundary, `at` is where it holds and `before` where it does not;
 * for one that stops (the end of a version range), the other way round.
 */
export interface BoundarySources {
  at: string;
  before: string;
}

/** `tag:path` or `tag:path:line`, with a release tag (`1.10.1` or `v1.20.3`). */
const CITATION = /^(v?\d+\.\d+\.\d+):([\w.\-/]+?)(?::(\d+))?$/;

/** The release tag of a citation (`v1.20.3` for `v1.20.3:nodeup/pkg/model/hooks.go:132`), or null when it is not one. */
export function citationTag(citation: string): string | null {
  return CITATION.exec(citation)?.[1] ?? null;
}
