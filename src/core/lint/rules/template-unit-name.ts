import type { Finding, Rule } from '../rule.ts';

/** A template (`foo@.service`) cannot be started without an instance name. */
export const templateUnitName: Rule = {
  id: 'template-unit-name',
  severity: 'error',
  scope: 'unit',
  title: 'Template unit name',
  docs: {
    summary: 'nodeup writes the template, then runs `systemctl restart foo@.service`, which fails ("Unit name foo@.service is missing the instance name"); nodeup keeps retrying and the node never finishes configuring.',
    why: 'A template only describes instances; only `foo@bar.service` can run.',
    fix: 'Name the hook without `@`, or name an instance (`foo@bar.service`) and write the unit for it.',
    bad: '- name: worker@.service\n  manifest: ExecStart=/opt/worker %i',
    good: '- name: worker.service\n  manifest: ExecStart=/opt/worker default',
  },
  check(ctx) {
    const out: Finding[] = [];
    for (const view of ctx.units) {
      if (!/@\.[a-z]+$/.test(view.task.unit) || !view.hook) continue;
      out.push({
        at: { hook: view.hook, field: 'name' },
        message: `${view.task.unit} is a template: nodeup's \`systemctl restart ${view.task.unit}\` fails ("missing the instance name") on every run on the node.`,
      });
    }
    return out;
  },
};
