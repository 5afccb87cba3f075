import type { Finding, Rule } from '../rule.ts';

const WHAT = { 'missing-equals': 'has no `=`', 'missing-key': 'has no key before `=`', 'bad-header': 'is not a valid [Section] header' } as const;

/** A unit line that is neither a comment, a `[Section]` nor a `Key=value`. */
export const malformedLine: Rule = {
  id: 'malformed-line',
  severity: 'warning',
  scope: 'unit',
  title: 'Malformed unit line',
  docs: {
    summary: 'systemd ignores the line ("Missing \'=\', ignoring line.") or, for a broken header, everything up to the next header: those settings do not apply on the node.',
    why: 'Each unit line is a comment, a `[Section]` header or a `Key=value`; YAML slips (a key swallowed into the manifest, a stray quote, a folded scalar) produce other lines.',
    fix: 'Turn the line into `Key=value`, fix the header, or remove it.',
    bad: '- name: x.service\n  manifest: |\n    Type=oneshot\n    "\n    ExecStart=/bin/true',
    good: '- name: x.service\n  manifest: |\n    Type=oneshot\n    ExecStart=/bin/true',
  },
  check(ctx) {
    const out: Finding[] = [];
    for (const view of ctx.units) {
      for (const p of view.parsed.problems) {
        if (p.kind === 'outside-section') continue;
        out.push({
          at: { unit: view, line: p.line },
          message: `Line \`${p.text}\` of ${view.task.unit} ${WHAT[p.kind]}: systemd ignores it on the node.`,
        });
      }
    }
    return out;
  },
};
