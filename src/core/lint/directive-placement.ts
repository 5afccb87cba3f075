import type { ParsedUnit } from '../systemd/unit-parser.ts';
import { lastContentLine } from './manifest-lines.ts';

/** Unit lines to insert after line `after` of a unit (-1: at the top). */
export interface Placement {
  after: number;
  lines: string[];
}

/**
 * Where the assignment `add` (its lines: one, or a `\\`-continued one) goes in a unit, so that it reads as its section's own: after the
 * last assignment of one of the `near` keys in `section` (the setting it belongs with), else
 * after the section's last assignment, else under its header; a missing section is added ([Unit]
 * at the top, any other at the end). With `wrapped`, `unit` is a manifest that kops puts inside
 * its [Service]: its assignments before any header are [Service]'s, and no header is added.
 * With `first`, the line goes before the section's first assignment instead (`Type=` reads best there).
 */
export function placeDirective(unit: ParsedUnit, lines: readonly string[], section: string, add: readonly string[], near: readonly string[] = [], wrapped = false, first = false): Placement {
  const own = wrapped ? null : section;
  const entries = unit.entries.filter((e) => e.section === own && (wrapped || e.sectionIndex === lastIndex(unit, section)));
  const head = entries[0];
  if (first && head) return { after: head.line - 1, lines: [...add] };
  const by = entries.findLast((e) => near.includes(e.key)) ?? entries[entries.length - 1];
  if (by) return { after: by.endLine, lines: [...add] };
  if (wrapped) {
    const firstHeader = unit.sections[0]?.line ?? lines.length;
    return { after: lastContentLine(lines, firstHeader), lines: [...add] };
  }
  const header = unit.sections.findLast((s) => s.name === section);
  if (header) return { after: header.line, lines: [...add] };
  if (section === 'Unit') return { after: -1, lines: [`[${section}]`, ...add, ''] };
  return { after: lastContentLine(lines), lines: ['', `[${section}]`, ...add] };
}

function lastIndex(unit: ParsedUnit, section: string): number {
  return unit.sections.findLastIndex((s) => s.name === section);
}

/** `lines` with the placement's lines inserted. */
export function placeLines(lines: readonly string[], p: Placement): string[] {
  return [...lines.slice(0, p.after + 1), ...p.lines, ...lines.slice(p.after + 1)];
}
