import type { Task } from '../../core/index.ts';

/** Tabs in the window: the page of UNIT_PAGE units that holds the selected one. */
export const UNIT_PAGE = 100;

/** The first index of the page that holds index `at`. */
export function pageStart(at: number): number {
  return Math.max(0, Math.floor(at / UNIT_PAGE) * UNIT_PAGE);
}

/**
 * The unit a navigation key moves to from `at` among `count` (the ARIA tabs pattern's keys, and
 * Page Up/Down a page at a time, which a windowed list needs to cross pages quickly), or null for
 * another key. Arrows wrap around; pages stop at the ends.
 */
export function keyTarget(key: string, at: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight': return (at + 1) % count;
    case 'ArrowLeft': return (at - 1 + count) % count;
    case 'Home': return 0;
    case 'End': return count - 1;
    case 'PageDown': return Math.min(count - 1, at + UNIT_PAGE);
    case 'PageUp': return Math.max(0, at - UNIT_PAGE);
    default: return null;
  }
}

/**
 * The index of the next unit after `at` (wrapping, `at` itself last) whose name `matches`, or
 * -1. `from` = 0 starts the search at `at` itself: a typeahead that grows keeps its unit while
 * the unit still matches.
 */
export function nextUnit(tasks: readonly Task[], at: number, matches: (unit: string) => boolean, from: 0 | 1 = 1): number {
  for (let k = 0; k < tasks.length; k++) {
    const i = (at + from + k) % tasks.length;
    if (matches(tasks[i]!.unit)) return i;
  }
  return -1;
}
