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

/** True when the line ends in an unescaped backslash (systemd's continuation rule): an odd run of them. */
function continues(line: string): boolean {
  let i = line.length - 1;
  while (i >= 0 && line.charCodeAt(i) === 92) i--;
  return (line.length - 1 - i) % 2 === 1;
}

function isComment(line: string): boolean {
  const t = line.replace(WHITESPACE, '');
  return t.startsWith('#') || t.startsWith(';');
}

/** Space, tab, line feed or carriage return: what systemd's strstrip removes. */
function blank(c: number): boolean {
  return c === 32 || c === 9 || c === 10 || c === 13;
}

/** `text.slice(from, to)` without the blanks at either end. */
function trimmed(text: string, from: number, to: number): string {
  while (from < to && blank(text.charCodeAt(from))) from++;
  while (to > from && blank(text.charCodeAt(to - 1))) to--;
  return text.slice(from, to);
}

/**
 * Parses unit text. Total: every input gives a result. Comment lines (`#`, `;`) inside a
 * continuation are skipped, as systemd does; an inline `#` is part of the value.
 *
 * A lint of a large spec parses thousands of units and keeps them (lint-items.ts), so a line that
 * does not continue is read in place, by offsets into the text: the only strings made are the
 * key, the value and a header's name. A continued line is joined as systemd joins it.
 */
export function unitParser(text: string): ParsedUnit {
  const sections: UnitSection[] = [];
  const entries: UnitEntry[] = [];
  const problems: UnitProblem[] = [];
  // Where each section's entries start in `entries`: a section's entries are the run that
  // follows its header, so each gets a list of exactly its size (see below).
  const firsts: number[] = [];
  let current: UnitSection | null = null;
  const close = (): void => {
    if (current) current.entries = entries.slice(firsts[firsts.length - 1], entries.length);
  };
  let at = 0;
  for (let line = 0; at <= text.length; line++) {
    const nl = text.indexOf('\n', at);
    const lineEnd = nl < 0 ? text.length : nl;
    // One carriage return before the line feed is not part of the line.
    let end = lineEnd > at && text.charCodeAt(lineEnd - 1) === 13 ? lineEnd - 1 : lineEnd;
    let from = at;
    const next = lineEnd + 1;
    while (from < end && blank(text.charCodeAt(from))) from++;
    while (end > from && blank(text.charCodeAt(end - 1))) end--;
    const c = text.charCodeAt(from);
    if (from === end || c === 35 || c === 59) {
      at = next;
      continue;
    }
    const start = line;
    let logical: string;
    // Only a line that ends in a backslash (before its trailing blanks are dropped) may continue.
    const rawEnd = lineEnd > at && text.charCodeAt(lineEnd - 1) === 13 ? lineEnd - 1 : lineEnd;
    if (text.charCodeAt(rawEnd - 1) === 92 && rawEnd > at) {
      const lines = joinContinued(text, at, line);
      logical = lines.logical;
      line = lines.lastLine;
      at = lines.next;
    } else {
      logical = text.slice(from, end);
      at = next;
    }
    if (logical.startsWith('[')) {
      if (!logical.endsWith(']') || logical.length < 3) {
        problems.push({ kind: 'bad-header', line: start, text: logical });
        close();
        current = null;
        continue;
      }
      close();
      current = { name: logical.slice(1, -1), line: start, entries: [] };
      firsts.push(entries.length);
      sections.push(current);
      continue;
    }
    const eq = logical.indexOf('=');
    if (eq < 0) {
      problems.push({ kind: 'missing-equals', line: start, text: logical });
      continue;
    }
    const key = trimmed(logical, 0, eq);
    if (key === '') {
      problems.push({ kind: 'missing-key', line: start, text: logical });
      continue;
    }
    const entry: UnitEntry = {
      key,
      value: trimmed(logical, eq + 1, logical.length),
      section: current ? current.name : null,
      sectionIndex: current ? sections.length - 1 : -1,
      line: start,
      endLine: line,
    };
    if (!current) problems.push({ kind: 'outside-section', line: start, text: logical });
    entries.push(entry);
  }
  close();
  return { sections, entries, problems };
}

/**
 * The logical line that starts at `at` (line `line`) and continues: systemd joins raw lines
 * (leading blanks kept) while the joined text ends in an unescaped backslash, which becomes a
 * space; comment lines in the middle are skipped. Returns it trimmed, with its last line and
 * where the line after it starts.
 */
function joinContinued(text: string, at: number, line: number): { logical: string; lastLine: number; next: number } {
  const lineAt = (from: number): { text: string; next: number; last: boolean } => {
    const nl = text.indexOf('\n', from);
    const to = nl < 0 ? text.length : nl;
    const raw = text.slice(from, to);
    return { text: raw.endsWith('\r') ? raw.slice(0, -1) : raw, next: to + 1, last: nl < 0 };
  };
  let cur = lineAt(at);
  let raw = cur.text;
  while (continues(raw) && !cur.last) {
    raw = `${raw.slice(0, -1)} `;
    line++;
    cur = lineAt(cur.next);
    if (isComment(cur.text)) raw = `${raw.slice(0, -1)}\\`;
    else raw += cur.text;
  }
  if (continues(raw)) raw = `${raw.slice(0, -1)} `;
  return { logical: raw.replace(WHITESPACE, ''), lastLine: line, next: cur.next };
}

const NO_ENTRIES: readonly UnitEntry[] = Object.freeze([]);

/**
 * The entries for `key` in `section` as systemd sees them: an empty assignment resets a list,
 * so only the entries after the last empty one count. Sections with the same name merge.
 */
export function effectiveEntries(unit: ParsedUnit, section: string, key: string): readonly UnitEntry[] {
  // One pass, and no list at all when nothing matches (most units, for most keys asked).
  let out: UnitEntry[] | undefined;
  const entries = unit.entries;
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i] as UnitEntry;
    if (e.section !== section || e.key !== key) continue;
    if (e.value === '') out = [];
    else (out ??= []).push(e);
  }
  return out ?? NO_ENTRIES;
}

/** The last value of `key` in `section` (later assignments override), or undefined. */
export function lastValue(unit: ParsedUnit, section: string, key: string): string | undefined {
  // A loop, not findLast: lint asks this of every unit file many times, and a closure per call showed.
  const entries = unit.entries;
  for (let i = entries.length - 1; i >= 0; i--) {
    const e = entries[i] as UnitEntry;
    if (e.section === section && e.key === key) return e.value;
  }
  return undefined;
}
