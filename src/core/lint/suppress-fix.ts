import type { Analysis, Diagnostic, Fix, HookSpec } from '../types.ts';
import { NEXT_LINE } from '../spec/suppressions.ts';

const lineStartOf = (text: string, offset: number): number => text.lastIndexOf('\n', offset - 1) + 1;

/** The hook whose mapping holds `offset`, if any. */
function hookAt(analysis: Analysis, offset: number): HookSpec | undefined {
  for (const d of analysis.spec.documents) {
    if (offset < d.range.start || offset > d.range.end) continue;
    for (const h of d.hooks) if (offset >= h.range.start && offset <= h.range.end) return h;
  }
  return undefined;
}

/**
 * "Suppress RULE for this hook": the edit that writes `# kops-hooks-disable-next-line RULE` above
 * the hook that holds `d` (or adds RULE to such a comment already there), indented as the hook's
 * `-`. Undefined for a code that is no rule (`isRule`: the caller's registry, so that the page's
 * editor need not load the rules to ask), for a diagnostic outside any hook, and for a hook in a
 * flow sequence (`[{…}]`), where a comment line cannot go.
 */
export function suppressFix(analysis: Analysis, d: Diagnostic, isRule: (code: string) => boolean): Fix | undefined {
  if (!isRule(d.code) || d.code === 'unused-suppression') return undefined;
  const hook = hookAt(analysis, d.range.start);
  if (!hook) return undefined;
  const text = analysis.text;
  const start = lineStartOf(text, hook.range.start);
  const lead = text.slice(start, hook.range.start);
  if (!/^[ \t]*(-[ \t]+)?$/.test(lead)) return undefined;
  const indent = /^[ \t]*/.exec(lead)?.[0] ?? '';
  const title = `Suppress ${d.code} for this hook`;
  // A comment already above the hook: add the rule to its list.
  const above = start > 0 ? lineStartOf(text, start - 1) : -1;
  if (above >= 0) {
    const line = text.slice(above, start - 1);
    const m = new RegExp(`^[ \\t]*#[ \\t]*${NEXT_LINE}[ \\t]+([^\\n]*?)([ \\t]+--([ \\t].*)?)?$`).exec(line);
    if (m) {
      const rules = m[1] ?? '';
      if (rules.split(/[\s,]+/).includes(d.code)) return undefined;
      const at = above + line.indexOf(rules, line.indexOf(NEXT_LINE) + NEXT_LINE.length) + rules.length;
      return { title, edits: [{ start: at, end: at, text: `, ${d.code}` }], suggestion: true };
    }
  }
  return { title, edits: [{ start, end: start, text: `${indent}# ${NEXT_LINE} ${d.code}\n` }], suggestion: true };
}
