import type { Analysis, Severity } from '../../core/types.ts';
import { TextIndex } from '../../core/text-index.ts';
import { RULES } from '../../core/lint/rules/index.ts';
import type { Rule } from '../../core/lint/rule.ts';
import { SITE_URL, rulePath } from '../../core/lint/rule-url.ts';

const LEVEL: Record<Severity, 'error' | 'warning' | 'note'> = { error: 'error', warning: 'warning', info: 'note' };

function ruleDescriptor(rule: Rule): object {
  const d = rule.docs;
  const markdown = `${d.summary}\n\n**Why:** ${d.why}\n\n**Fix:** ${d.fix}\n\nBad:\n\n\`\`\`yaml\n${d.bad}\n\`\`\`\n\nGood:\n\n\`\`\`yaml\n${d.good}\n\`\`\`\n`;
  return {
    id: rule.id,
    name: rule.id.replace(/(^|-)([a-z])/g, (_, _dash: string, c: string) => c.toUpperCase()),
    shortDescription: { text: rule.title },
    fullDescription: { text: d.summary },
    help: { text: `${d.summary}\nWhy: ${d.why}\nFix: ${d.fix}`, markdown },
    helpUri: `${SITE_URL}${rulePath(rule.id)}`,
    defaultConfiguration: { level: LEVEL[rule.severity] },
  };
}

/**
 * SARIF 2.1.0 for GitHub code scanning: one run over every file linted, with every lint rule and
 * its doc text as help, plus a plain descriptor for each yaml/spec code that occurs; results in
 * file order, with 1-based regions (end exclusive).
 */
export function lintSarif(files: ReadonlyArray<{ uri: string; analysis: Analysis }>): string {
  const rules: object[] = Object.values(RULES).map(ruleDescriptor);
  const ids: string[] = Object.values(RULES).map((r) => r.id);
  for (const d of files.flatMap((f) => f.analysis.diagnostics)) {
    if (ids.includes(d.code)) continue;
    ids.push(d.code);
    rules.push({ id: d.code, shortDescription: { text: d.code }, defaultConfiguration: { level: LEVEL[d.severity] } });
  }
  const results = files.flatMap(({ uri, analysis }) => fileResults(uri, analysis, ids));
  const log = {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [{
      tool: { driver: { name: 'kops-hooks', informationUri: 'https://github.com/kubernetes/kops/blob/master/docs/cluster_spec.md#hooks', version: '0.1.0', rules } },
      results,
    }],
  };
  return `${JSON.stringify(log, null, 2)}\n`;
}

function fileResults(uri: string, analysis: Analysis, ids: string[]): object[] {
  const index = new TextIndex(analysis.text);
  return analysis.diagnostics.map((d) => {
    const start = index.lineCol(d.range.start);
    const end = index.lineCol(Math.max(d.range.end, d.range.start));
    return {
      ruleId: d.code,
      ruleIndex: ids.indexOf(d.code),
      level: LEVEL[d.severity],
      message: { text: d.message },
      locations: [{
        physicalLocation: {
          artifactLocation: { uri },
          region: { startLine: start.line, startColumn: start.column, endLine: end.line, endColumn: end.column },
        },
      }],
    };
  });
}
