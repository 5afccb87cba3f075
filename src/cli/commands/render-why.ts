import { explainRule } from '../../core/kops/line-rule-catalogue.ts';
import { definitionLineCount, taskHook, unitLines } from '../../core/kops/unit-lines.ts';
import type { TextIndex } from '../../core/text-index.ts';
import type { Analysis, GroupPlan, LineRule, Task, UnitLine } from '../../core/types.ts';

// Where the origin column starts: after the longest line up to this width; a longer line (an
// exec hook's ExecStart=) gets its note two spaces after its end instead of pushing every note right.
const MAX_COLUMN = 72;

/** `10, 12-14`: 1-based YAML lines, runs joined. */
export function lineList(lines: readonly number[]): string {
  const sorted = [...new Set(lines)].sort((a, b) => a - b);
  const runs: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === (sorted[j] as number) + 1) j++;
    runs.push(i === j ? String(sorted[i]) : `${sorted[i]}-${sorted[j]}`);
    i = j + 1;
  }
  return runs.join(', ');
}

/** The YAML lines a unit line came from (every line each of its ranges covers). */
export function specLines(index: TextIndex, line: Extract<UnitLine, { from: 'spec' }>): number[] {
  return line.ranges.flatMap((r) => {
    const { first, last } = index.lineSpan(r);
    return Array.from({ length: last - first + 1 }, (_, k) => first + k);
  });
}

/** The origin note of one line: `# spec 16`, `# spec 11, 13-15`, `# kops: wrap-description`. */
export function originNote(index: TextIndex, line: UnitLine): string {
  return line.from === 'spec' ? `# spec ${lineList(specLines(index, line))}` : `# kops: ${line.rule}`;
}

/**
 * A unit's text with each line's origin in a column on the right (`render --why`). Not a unit file
 * any more (systemd takes no comment after a value): for reading, and for issue reports.
 */
export function annotateDefinition(analysis: Analysis, index: TextIndex, task: Task): string {
  const definition = task.definition ?? '';
  const lines = unitLines(task, taskHook(analysis, task.hook));
  const texts = definition.split('\n');
  if (definition.endsWith('\n')) texts.pop();
  const column = Math.min(MAX_COLUMN, Math.max(0, ...texts.map((t) => t.length))) + 2;
  const out = texts.map((text, i) => {
    const line = lines[i];
    return line ? `${text.padEnd(Math.max(column, text.length + 2))}${originNote(index, line)}` : text;
  });
  return out.join('\n') + (definition.endsWith('\n') ? '\n' : '');
}

/** The kops rules behind the lines of these groups, in order of first use. */
export function rulesUsed(groups: readonly GroupPlan[]): LineRule[] {
  const seen = new Set<LineRule>();
  for (const g of groups) for (const t of g.tasks) for (const o of t.lineOrigins.slice(0, definitionLineCount(t.definition))) seen.add(o.rule);
  return [...seen];
}

/** A rule for people: `kops describes… (every release; 1.8.0:…, v1.36.2:…)`; `code` formats each citation. */
export function ruleText(rule: LineRule, code: (s: string) => string = (s) => s): string {
  const e = explainRule(rule);
  return `${e.does} (${e.releases}; ${e.citations.map(code).join(', ')})`;
}

/** Whether a task's text is shown with notes: a file with lines. */
export function annotates(task: Task): boolean {
  return task.definition !== null && task.definition !== '';
}
