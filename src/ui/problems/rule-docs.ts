import type { RuleDocs } from '../../core/lint/rule.ts';
import { RULES } from '../../core/lint/rules/index.ts';

const BY_ID: ReadonlyMap<string, { title: string; docs: RuleDocs }> = new Map(
  Object.values(RULES).map((r) => [r.id, { title: r.title, docs: r.docs }]),
);

/** The lint rule's title and doc text for a diagnostic code, or undefined (yaml and spec codes). */
export function ruleDocs(code: string): { title: string; docs: RuleDocs } | undefined {
  return BY_ID.get(code);
}
