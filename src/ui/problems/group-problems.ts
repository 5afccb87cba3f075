import type { Analysis, Diagnostic } from '../../core/index.ts';

/** Diagnostics of one YAML document, for the grouped Problems list. */
export interface ProblemGroup {
  /** A heading such as `Cluster swap.example.com` or `Document 2`. */
  title: string;
  diagnostics: Diagnostic[];
}

/**
 * Groups diagnostics by the document whose range contains them, in document order; diagnostics
 * outside every document (e.g. about the whole input) form a first "Whole input" group.
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
  return [whole, ...groups].filter((g) => g.diagnostics.length > 0);
}
