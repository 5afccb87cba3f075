import type { Analysis, Diagnostic, Range } from '../types.ts';

/** The comment that silences rules on the next hook or line; `-- reason` after the rules is for people. */
export const NEXT_LINE = 'kops-hooks-disable-next-line';
/** The comment that silences rules from where it stands to the end of its YAML document (write it at the top). */
export const DOCUMENT = 'kops-hooks-disable';

const DIRECTIVE = /^[ \t]*#[ \t]*(kops-hooks-disable(?:-next-line)?)(?=[ \t]|$)([^\n]*)/gm;

/** One rule named by one suppression comment, and where it silences. */
interface Suppression {
  rule: string;
  /** The rule's name in the comment: where an unused one is reported. */
  at: Range;
  /** What it silences: diagnostics that start in [start, end). */
  start: number;
  end: number;
  used: boolean;
}

const lineEnd = (text: string, from: number): number => {
  const nl = text.indexOf('\n', from);
  return nl < 0 ? text.length : nl;
};

/** The range silenced by a next-line comment ending at `end`: the next hook whole if one starts on the next content line, else that line. */
function nextTarget(analysis: Analysis, end: number): { start: number; end: number } {
  const text = analysis.text;
  let start = end + 1;
  while (start < text.length) {
    const stop = lineEnd(text, start);
    const line = text.slice(start, stop).trim();
    if (line !== '' && !line.startsWith('#')) break;
    start = stop + 1;
  }
  const stop = lineEnd(text, start);
  for (const d of analysis.spec.documents) {
    if (d.range.end < start || d.range.start > stop) continue;
    for (const h of d.hooks) if (h.range.start >= start && h.range.start <= stop) return { start, end: Math.max(stop, h.range.end) };
  }
  return { start, end: stop + 1 };
}

function parse(analysis: Analysis): Suppression[] {
  const text = analysis.text;
  const out: Suppression[] = [];
  for (const m of text.matchAll(DIRECTIVE)) {
    const kind = m[1] as string;
    const rest = m[2] as string;
    const restStart = (m.index ?? 0) + m[0].length - rest.length;
    const end = (m.index ?? 0) + m[0].length;
    const names = rest.split(/\s--(\s|$)/)[0] as string;
    let target: { start: number; end: number };
    if (kind === NEXT_LINE) target = nextTarget(analysis, end);
    else {
      const doc = analysis.spec.documents.find((d) => d.range.end > end);
      target = { start: m.index ?? 0, end: doc?.range.end ?? text.length };
    }
    for (const n of names.matchAll(/[a-z0-9_-]+/gi)) {
      const at = restStart + (n.index ?? 0);
      out.push({ rule: n[0], at: { start: at, end: at + n[0].length }, ...target, used: false });
    }
  }
  return out;
}

/**
 * `diagnostics` less those a suppression comment silences, plus an `unused-suppression` warning
 * for each rule a comment names that silenced nothing there (as ESLint's
 * `--report-unused-disable-directives`). Internal errors are never silenced. Linear in the text
 * and the diagnostics; a text without the word costs one search.
 */
export function applySuppressions(analysis: Analysis, diagnostics: Diagnostic[]): Diagnostic[] {
  if (!analysis.text.includes(DOCUMENT)) return diagnostics;
  const all = parse(analysis);
  if (all.length === 0) return diagnostics;
  const byRule = new Map<string, Suppression[]>();
  for (const s of all) byRule.set(s.rule, [...(byRule.get(s.rule) ?? []), s]);
  const kept = diagnostics.filter((d) => {
    if (d.code === 'internal-error') return true;
    let silenced = false;
    for (const s of byRule.get(d.code) ?? []) {
      if (d.range.start >= s.start && d.range.start < s.end) {
        s.used = true;
        silenced = true;
      }
    }
    return !silenced;
  });
  for (const s of all) {
    if (s.used) continue;
    kept.push({
      code: 'unused-suppression',
      severity: 'warning',
      message: `\`${s.rule}\` is suppressed here, but nothing reports it where the comment applies: remove it from the comment.`,
      range: s.at,
    });
  }
  return kept.sort((a, b) => a.range.start - b.range.start || a.range.end - b.range.end);
}
