import type { Analysis, Diagnostic } from '../../core/index.ts';

/** Diagnostics of one YAML document, for the grouped Problems list. */
export interface ProblemGroup {
  /** A heading such as `Cluster swap.example.com` or `Document 2`. */
  title: string;
  diagnostics: Diagnostic[];
}

/** yaml's own error codes are upper case (`BAD_INDENT`, `DUPLICATE_KEY`); the playground's rules are kebab-case. */
export const isYamlSyntaxError = (d: Diagnostic): boolean => /^[A-Z][A-Z0-9_]*$/.test(d.code);

/**
 * Groups diagnostics by the document whose range contains them, in document order; diagnostics
 * outside every document (e.g. about the whole input) form a first "Whole input" group. In each
 * group YAML's syntax errors come first: the problems after them are often only their echo (a
 * key that a bad indent moved), so the first thing to fix is on top.
 */
export function groupProblems(analysis: Analysis): ProblemGroup[] {
  const docs = analysis.spec.documents;
  const groups: ProblemGroup[] = docs.map((d) => ({
    title: `${d.kind === 'HookList' ? 'Hook list' : d.kind === 'Other' ? 'Document' : d.kind}${d.name ? ` ${d.name.value}` : ''} (document ${d.index + 1})`,
    diagnostics: [],
  }));
  const whole: ProblemGroup = { title: 'Whole input', diagnostics: [] };
  for (const diag of analysis.diagnostics) {
    const at = docs.findIndex((d) => diag.range.start >= d.range.start && diag.range.start <= d.range.end);
    // An empty range at 0 is a note about the input as a whole (e.g. the kops version), not its first line.
    const target = at === -1 || diag.range.end === 0 ? whole : groups[at] ?? whole;
    target.diagnostics.push(diag);
  }
  const syntaxFirst = (g: ProblemGroup): ProblemGroup => ({
    ...g,
    diagnostics: [...g.diagnostics.filter(isYamlSyntaxError), ...g.diagnostics.filter((d) => !isYamlSyntaxError(d))],
  });
  return [whole, ...groups].filter((g) => g.diagnostics.length > 0).map(syntaxFirst);
}
