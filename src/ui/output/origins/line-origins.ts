import type { Analysis, LineRule, Task } from '../../../core/index.ts';
import { taskHook, unitLines } from '../../../core/kops/unit-lines.ts';
import { textIndexOf } from '../../text/text-index-of.ts';

/** How many colours the marks cycle through (tokens --origin-0 … --origin-5). */
export const ORIGIN_COLOURS = 6;

/** Where one line of the unit on screen came from, as the page shows it. */
export interface LineOriginView {
  from: 'spec' | 'kops';
  rule: LineRule;
  /** The 1-based YAML lines it came from, ascending (none for a kops line). */
  yaml: number[];
  /** Its mark's colour (0 … ORIGIN_COLOURS - 1), or -1 for a line kops wrote on its own. */
  colour: number;
  /** Where a jump puts the caret: the end of its first YAML line (null for a kops line). */
  jump: number | null;
}

/** The origins of a unit's lines, and the same seen from the YAML. */
export interface UnitOrigins {
  lines: LineOriginView[];
  /** Each YAML line that made a line of the unit, with its mark's colour. */
  yamlColour: ReadonlyMap<number, number>;
  /** Each such YAML line, with the unit lines (0-based) it made. */
  yamlLines: ReadonlyMap<number, readonly number[]>;
}

const memo = new WeakMap<Analysis, WeakMap<Task, UnitOrigins>>();

/**
 * The origins of `task`'s lines (core's unitLines, in YAML lines). Colours as Compiler Explorer
 * gives them: each distinct set of source lines takes the next colour, so neighbouring manifest
 * lines differ, and a YAML line wears the colour of the first unit line it made. Memoised per
 * analysis and task: the view, the editor and the caret ask for the same one.
 */
export function unitOrigins(analysis: Analysis, task: Task): UnitOrigins {
  let byTask = memo.get(analysis);
  if (!byTask) memo.set(analysis, (byTask = new WeakMap()));
  const known = byTask.get(task);
  if (known) return known;
  const index = textIndexOf(analysis.text);
  const colours = new Map<string, number>();
  const yamlColour = new Map<number, number>();
  const yamlLines = new Map<number, number[]>();
  const lines = unitLines(task, taskHook(analysis, task.hook)).map((l, i): LineOriginView => {
    if (l.from === 'kops') return { from: 'kops', rule: l.rule, yaml: [], colour: -1, jump: null };
    const yaml = new Set<number>();
    for (const r of l.ranges) {
      const { first, last } = index.lineSpan(r);
      for (let n = first; n <= last; n++) yaml.add(n);
    }
    const sorted = [...yaml].sort((a, b) => a - b);
    const key = sorted.join(',');
    let colour = colours.get(key);
    if (colour === undefined) colours.set(key, (colour = colours.size % ORIGIN_COLOURS));
    for (const n of sorted) {
      if (!yamlColour.has(n)) yamlColour.set(n, colour);
      const made = yamlLines.get(n);
      if (made) made.push(i);
      else yamlLines.set(n, [i]);
    }
    const firstLine = sorted[0];
    return { from: 'spec', rule: l.rule, yaml: sorted, colour, jump: firstLine === undefined ? null : index.offset(firstLine, Number.MAX_SAFE_INTEGER) };
  });
  const origins = { lines, yamlColour, yamlLines };
  byTask.set(task, origins);
  return origins;
}
