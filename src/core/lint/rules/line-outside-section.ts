import type { Finding, Rule } from '../rule.ts';

/** `Key=value` before the first `[Section]` of a raw unit: systemd ignores it. */
export const lineOutsideSection: Rule = {
  id: 'line-outside-section',
  severity: 'warning',
  scope: 'unit',
  title: 'Assignment outside any section',
  docs: {
    summary: 'systemd ignores the line ("Assignment outside of section. Ignoring."): the setting does not apply on the node.',
    why: 'With `useRawManifest: true` the manifest is the whole file, so kops no longer supplies the [Service] header in front of it.',
    fix: 'Add the section header (`[Service]`) above the line.',
    bad: '- name: x.service\n  useRawManifest: true\n  manifest: |\n    ExecStart=/bin/true',
    good: '- name: x.service\n  useRawManifest: true\n  manifest: |\n    [Service]\n    ExecStart=/bin/true',
  },
  check(ctx) {
    const out: Finding[] = [];
    for (const view of ctx.units) {
      for (const p of view.parsed.problems) {
        if (p.kind !== 'outside-section') continue;
        out.push({
          at: { unit: view, line: p.line },
          message: `\`${p.text}\` comes before any [Section] header in ${view.task.unit}: systemd ignores it on the node.`,
        });
      }
    }
    return out;
  },
};
