/**
 * A unit file parser that reads the way systemd's conf-parser does (systemd 252), keeping line
 * numbers so that lint findings can be mapped back to the YAML that produced each line.
 */

/** One `Key=Value` assignment. Lines are 0-based indices into the unit text split on '\n'. */
export interface UnitEntry {
  key: string;
  /** The value after `=`, trimmed, with `\`-continued lines joined by a space (as systemd does). */
  value: string;
  /** The section it sits in, or null for an assignment before any header. */
  section: string | null;
  /** Index of the section in `ParsedUnit.sections`, or -1. */
  sectionIndex: number;
  line: number;
  /** Last line of the assignment (differs from `line` with `\` continuations). */
  endLine: number;
}

export interface UnitSection {
  name: string;
  /** Line of the `[Name]` header. */
  line: number;
  entries: UnitEntry[];
}

export type UnitLineProblem = 'outside-section' | 'missing-equals' | 'missing-key' | 'bad-header';

/** A line systemd ignores with a warning. */
export interface UnitProblem {
  kind: UnitLineProblem;
  line: number;
  text: string;
}

export interface ParsedUnit {
  sections: UnitSection[];
  /** Every assignment in file order, including those outside a section. */
  entries: UnitEntry[];
  problems: UnitProblem[];
}

const WHITESPACE = /^[ \t\n\r]+|[ \t\n\r]+$/g;

/** True when the line ends in an unescaped backslash (systemd's continuation rule). */
function continues(line: string): boolean {
  let escaped = false;
  for (const c of line) escaped = !escaped && c === '\\';
  return escaped;
}

function isComment(line: string): boolean {
  const t = line.replace(WHITESPACE, '');
  return t.startsWith('#') || t.startsWith(';');
}

function isBlankOrComment(line: string): boolean {
  return line.replace(WHITESPACE, '') === '' || isComment(line);
}

/**
 * Parses unit text. Total: every input gives a result. Comment lines (`#`, `;`) inside a
 * continuation are skipped, as systemd does; an inline `#` is part of the value.
 */
export function unitParser(text: string): ParsedUnit {
  const lines = text.split('\n');
  const sections: UnitSection[] = [];
  const entries: UnitEntry[] = [];
  const problems: UnitProblem[] = [];
  let current: UnitSection | null = null;
  for (let i = 0; i < lines.length; i++) {
    const start = i;
    const first = (lines[i] ?? '').replace(/\r$/, '');
    if (isBlankOrComment(first)) continue;
    // systemd joins raw lines (leading blanks kept) while the joined text ends in an unescaped
    // backslash, which becomes a space; comment lines in the middle are skipped.
    let raw = first;
    while (continues(raw) && i + 1 < lines.length) {
      raw = `${raw.slice(0, -1)} `;
      i++;
      const next = (lines[i] ?? '').replace(/\r$/, '');
      if (isComment(next)) raw = `${raw.slice(0, -1)}\\`;
      else raw += next;
    }
    if (continues(raw)) raw = `${raw.slice(0, -1)} `;
    const logical = raw.replace(WHITESPACE, '');
    if (logical.startsWith('[')) {
      if (!logical.endsWith(']') || logical.length < 3) {
        problems.push({ kind: 'bad-header', line: start, text: logical });
        current = null;
        continue;
      }
      current = { name: logical.slice(1, -1), line: start, entries: [] };
      sections.push(current);
      continue;
    }
    const eq = logical.indexOf('=');
    if (eq < 0) {
      problems.push({ kind: 'missing-equals', line: start, text: logical });
      continue;
    }
    const key = logical.slice(0, eq).replace(WHITESPACE, '');
    if (key === '') {
      problems.push({ kind: 'missing-key', line: start, text: logical });
      continue;
    }
    const entry: UnitEntry = {
      key,
      value: logical.slice(eq + 1).replace(WHITESPACE, ''),
      section: current ? current.name : null,
      sectionIndex: current ? sections.length - 1 : -1,
      line: start,
      endLine: i,
    };
    if (!current) problems.push({ kind: 'outside-section', line: start, text: logical });
    entries.push(entry);
  }
  // Lists filled by push keep room for 16 more entries; a parse lives as long as lint's cache
  // (thousands in a large spec), so the sections get lists of their own size.
  sections.forEach((section, index) => {
    section.entries = entries.filter((e) => e.sectionIndex === index);
  });
  return { sections, entries, problems };
}

/**
 * The entries for `key` in `section` as systemd sees them: an empty assignment resets a list,
 * so only the entries after the last empty one count. Sections with the same name merge.
 */
export function effectiveEntries(unit: ParsedUnit, section: string, key: string): UnitEntry[] {
  const all = unit.entries.filter((e) => e.section === section && e.key === key);
  const reset = all.findLastIndex((e) => e.value === '');
  return reset < 0 ? all : all.slice(reset + 1);
}

/** The last value of `key` in `section` (later assignments override), or undefined. */
export function lastValue(unit: ParsedUnit, section: string, key: string): string | undefined {
  return unit.entries.findLast((e) => e.section === section && e.key === key)?.value;
}
