import { RULES } from './rules/index.ts';

/** The Markdown table of every lint rule (id, severity, title): src/core/lint/RULES.md, and the README. */
export function rulesTable(): string {
  const rows = Object.values(RULES).map((r) => `| \`${r.id}\` | ${r.severity} | ${r.title} |`);
  return `| rule | severity | what it catches |\n| --- | --- | --- |\n${rows.join('\n')}\n`;
}
