/**
 * Suggests the candidate closest to `word`, for misspelled keys (`requiers` → `requires`).
 * Distance is Damerau-Levenshtein (optimal string alignment: an adjacent swap costs 1), compared
 * case-insensitively. A candidate is suggested only when it is within about a third of the word's
 * length (at least 1, at most 3 edits), so `after` suggests nothing rather than `before`.
 * Ties go to the earlier candidate. An exact match (ignoring case) wins with distance 0.
 */
export function didYouMean(word: string, candidates: readonly string[]): string | undefined {
  const w = word.toLowerCase();
  const limit = Math.min(3, Math.max(1, Math.floor(w.length / 3)));
  let best: string | undefined;
  let bestDistance = limit + 1;
  for (const candidate of candidates) {
    const c = candidate.toLowerCase();
    // Lengths differing by more than the limit can never come within it.
    if (Math.abs(c.length - w.length) >= bestDistance) continue;
    const d = osaDistance(w, c, bestDistance);
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best;
}

/** Optimal-string-alignment distance; returns `cap` early when the distance is at least `cap`. */
function osaDistance(a: string, b: string, cap: number): number {
  const n = b.length;
  let prev2 = new Array<number>(n + 1).fill(0);
  let prev = Array.from({ length: n + 1 }, (_, j) => j);
  let cur = new Array<number>(n + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let rowMin = i;
    for (let j = 1; j <= n; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min((prev[j] ?? 0) + 1, (cur[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        v = Math.min(v, (prev2[j - 2] ?? 0) + 1);
      }
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin >= cap) return cap;
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  return prev[n] ?? cap;
}
