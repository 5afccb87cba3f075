import type { Analysis, LineRule, Range, Task } from '../../../core/index.ts';
import type { TextIndex } from '../../../core/text-index.ts';
import { taskHook, unitLines } from '../../../core/kops/unit-lines.ts';
import { textIndexOf } from '../../text/text-index-of.ts';

/** How many colours the marks cycle through (tokens --origin-0 … --origin-5). */
export const ORIGIN_COLOURS = 6;

/** Where one line of a text on screen (a unit, a file) came from: what its mark and a jump need. */
export interface OriginMark {
  from: 'spec' | 'kops';
  /** The 1-based YAML lines it came from, ascending (none for a kops line). */
  yaml: number[];
  /** Its mark's colour (0 … ORIGIN_COLOURS - 1), or -1 for a line kops wrote on its own. */
  colour: number;
  /** Where a jump puts the caret (null for a kops line). */
  jump: number | null;
  /** Where a jump's selection ends, after `jump`; absent: the caret alone. */
  jumpEnd?: number;
}

/** Where one line of the unit on screen came from, as the page shows it: a jump goes to the end of its first YAML line. */
export interface LineOriginView extends OriginMark {
  rule: LineRule;
}

/** The origins of a text's lines, and the same seen from the YAML. */
export interface Origins<L extends OriginMark = OriginMark> {
  lines: L[];
  /** Each YAML line that made a line of the text, with its mark's colour. */
  yamlColour: ReadonlyMap<number, number>;
  /** Each such YAML line, with the text's lines (0-based) it made. */
  yamlLines: ReadonlyMap<number, readonly number[]>;
}

/** The origins of a unit's lines. */
export type UnitOrigins = Origins<LineOriginView>;

/**
 * The colours and the YAML's view of `marks`: each distinct set of YAML lines takes the next
 * colour (Compiler Explorer's way), so neighbouring lines differ, and a YAML line wears the
 * colour of the first line it made. `marks` gives each line's YAML lines; `colour` is set here.
 */
export function colourOrigins<L extends OriginMark>(marks: L[]): Origins<L> {
  const colours = new Map<string, number>();
  const yamlColour = new Map<number, number>();
  const yamlLines = new Map<number, number[]>();
  marks.forEach((m, i) => {
    if (m.from === 'kops') return;
    const key = m.yaml.join(',');
    let colour = colours.get(key);
    if (colour === undefined) colours.set(key, (colour = colours.size % ORIGIN_COLOURS));
    m.colour = colour;
    for (const n of m.yaml) {
      if (!yamlColour.has(n)) yamlColour.set(n, colour);
      const made = yamlLines.get(n);
      if (made) made.push(i);
      else yamlLines.set(n, [i]);
    }
  });
  return { lines: marks, yamlColour, yamlLines };
}

/** The 1-based YAML lines `ranges` cover, ascending, once each. */
export function yamlLinesOf(index: TextIndex, ranges: readonly Range[]): number[] {
  const yaml = new Set<number>();
  for (const r of ranges) {
    const { first, last } = index.lineSpan(r);
    for (let n = first; n <= last; n++) yaml.add(n);
  }
  return [...yaml].sort((a, b) => a - b);
}

const memo = new WeakMap<Analysis, WeakMap<Task, UnitOrigins>>();

/**
 * The origins of `task`'s lines (core's unitLines, in YAML lines), coloured by colourOrigins. Memoised per
 * analysis and task: the view, the editor and the caret ask for the same one.
 */
export function unitOrigins(analysis: Analysis, task: Task): UnitOrigins {
  let byTask = memo.get(analysis);
  if (!byTask) memo.set(analysis, (byTask = new WeakMap()));
  const known = byTask.get(task);
  if (known) return known;
  const index = textIndexOf(analysis.text);
  const origins = colourOrigins(unitLines(task, taskHook(analysis, task.hook)).map((l): LineOriginView => {
    if (l.from === 'kops') return { from: 'kops', rule: l.rule, yaml: [], colour: -1, jump: null };
    const sorted = yamlLinesOf(index, l.ranges);
    const firstLine = sorted[0];
    return { from: 'spec', rule: l.rule, yaml: sorted, colour: -1, jump: firstLine === undefined ? null : index.offset(firstLine, Number.MAX_SAFE_INTEGER) };
  }));
  byTask.set(task, origins);
  return origins;
}
