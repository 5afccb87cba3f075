import type { Finding, Rule } from '../rule.ts';
import { normaliseRole } from '../../kops/hook-state.ts';
import { BASTION_NO_NODEUP } from '../../kops/nodeup-messages.ts';

/** A hook whose `roles` name only Bastion: bastions never run nodeup, so it never lands anywhere. */
export const bastionOnlyHook: Rule = {
  id: 'bastion-only-hook',
  severity: 'info',
  scope: 'hook',
  title: 'Hook only for bastions, which never run nodeup',
  docs: {
    summary: `The hook is written on no node at all. ${BASTION_NO_NODEUP}`,
    why: 'kops builds a bastion\'s user data without the nodeup script (v1.36.2:pkg/model/resources/nodeup.go, 1.10.1:pkg/model/bootstrapscript.go), and hooks are applied only by nodeup.',
    fix: 'To run something on bastions, use the instance group\'s `additionalUserData`; otherwise remove the hook or give it other roles.',
    bad: '- name: bastion-banner.service\n  roles: [Bastion]\n  manifest: ExecStart=/opt/banner.sh',
    good: 'kind: InstanceGroup\nspec:\n  role: Bastion\n  additionalUserData:\n  - name: banner.sh\n    type: text/x-shellscript\n    content: |\n      #!/bin/sh\n      /opt/banner.sh',
  },
  check(ctx) {
    const out: Finding[] = [];
    for (const hook of ctx.hooks) {
      const roles = hook.roles?.value ?? [];
      if (roles.length === 0 || !roles.every((r) => normaliseRole(r.value) === 'Bastion')) continue;
      out.push({
        at: { hook, field: 'roles' },
        message: `\`roles\` names only Bastion, and bastions never run nodeup (kops leaves it out of their user data): this hook is never written on any node.`,
      });
    }
    return out;
  },
};
