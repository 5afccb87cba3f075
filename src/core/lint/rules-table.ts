import { RULES } from './rules/index.ts';
import type { Rule } from './rule.ts';

/** `warning`, or for a rule whose outcome depends on the case `warning (error when …)`. */
function severityText(r: Rule): string {
  const others = Object.entries(r.severities ?? {}).filter(([s]) => s !== r.severity);
  return others.length === 0 ? r.severity : `${r.severity} (${others.map(([s, when]) => `${s} when ${when}`).join('; ')})`;
}

/** The Markdown table of every lint rule (id, severity, title): src/core/lint/RULES.md, and the README. */
export function rulesTable(): string {
  const rows = Object.values(RULES).map((r) => `| \`${r.id}\` | ${severityText(r)} | ${r.title} |`);
  return `| rule | severity | what it catches |\n| --- | --- | --- |\n${rows.join('\n')}\n`;
}
