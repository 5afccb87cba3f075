import type { Finding, Rule } from '../rule.ts';
import type { HookSpec } from '../../types.ts';
import { hookMatchesRole, unitName } from '../../kops/hook-state.ts';
import { NODEUP_ABORT_EFFECT } from '../../kops/nodeup-messages.ts';

/** Two hooks whose names differ (`foo`, `foo.service`) but write the same file: nodeup aborts. */
export const duplicateUnitFile: Rule = {
  id: 'duplicate-unit-file',
  severity: 'error',
  title: 'Two hooks write the same unit file',
  docs: {
    summary: `nodeup aborts with \`found duplicate tasks with name "Service/foo.service"\`: ${NODEUP_ABORT_EFFECT}`,
    why: 'nodeup skips duplicate hook names before adding `.service`, so `foo` and `foo.service` both pass that check and both become the task `Service/foo.service`.',
    fix: 'Give the hooks names that differ after `.service` is added, or merge them.',
    bad: '- name: foo\n  manifest: ExecStart=/bin/true\n- name: foo.service\n  manifest: ExecStart=/bin/false',
    good: '- name: foo.service\n  manifest: ExecStart=/bin/true\n- name: bar.service\n  manifest: ExecStart=/bin/false',
  },
  check(ctx) {
    const out: Finding[] = [];
    const b = ctx.analysis.behaviour;
    for (const group of ctx.analysis.groups) {
      const match = /found duplicate tasks with name "Service\/(.+)"/.exec(group.fatal ?? '');
      if (!match) continue;
      const unit = match[1];
      const lists: HookSpec[] = [
        ...ctx.hooks.filter((h) => h.list === 'instanceGroup' && h.document === group.document),
        ...ctx.hooks.filter((h) => h.list === 'cluster'),
      ].filter((h) => h.name && hookMatchesRole(h, group.role) && unitName(h.name.value, b, h.useRawName?.value === true) === unit);
      const [first, second] = lists;
      if (!first || !second) continue;
      out.push({
        at: { hook: second, field: 'name' },
        message: `Hooks \`${first.name?.value}\` and \`${second.name?.value}\` both write ${unit}: nodeup aborts with "found duplicate tasks with name \\"Service/${unit}\\"". ${NODEUP_ABORT_EFFECT}`,
      });
    }
    return out;
  },
};
