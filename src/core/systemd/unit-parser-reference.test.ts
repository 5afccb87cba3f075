import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unitParser, type ParsedUnit, type UnitEntry, type UnitProblem, type UnitSection } from './unit-parser.ts';

/*
 * unitParser reads lines in place for speed (a lint of 10,000 hooks parses as many units). This
 * is the plain reading it replaced, line by line as systemd's conf-parser reads them: the parser
 * must give exactly what it gives, for any text.
 */
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
function referenceParser(text: string): ParsedUnit {
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
  sections.forEach((section, index) => {
    section.entries = entries.filter((e) => e.sectionIndex === index);
  });
  return { sections, entries, problems };
}

// Lines made of the characters that matter to the parser, so that random text hits every branch.
const piece = fc.constantFrom('[', ']', '=', '#', ';', '\\', ' ', '\t', '\r', '\n', '\n', 'a', 'Key', 'Unit', 'Service', 'x y');
const unitText = fc.array(piece, { maxLength: 60 }).map((parts) => parts.join(''));

describe('unitParser against the line-by-line reading', () => {
  it('gives the same sections, entries and problems for random text', () => {
    fc.assert(fc.property(unitText, (text) => {
      expect(unitParser(text)).toEqual(referenceParser(text));
    }), { numRuns: 20_000 });
  });

  it.each([
    ['', 'empty'],
    ['[Unit]\nA=1\n[Bad\nB=2\n[Service]\nC=3\n', 'a bad header between sections'],
    ['[Service]\nExecStart=/bin/sh -c \\\r\n# skipped\r\n  x \\\\\r\nD=1', 'continuations with CRLF and a comment'],
    ['[S]\nA=\\', 'a backslash at the very end'],
    ['\r\r\n  [S]  \r\nA = b \t\r', 'blanks and carriage returns around lines'],
  ])('gives the same for %j (%s)', (text) => {
    expect(unitParser(text)).toEqual(referenceParser(text));
  });
});
