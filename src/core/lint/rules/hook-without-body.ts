import type { Rule } from '../rule.ts';

/** kops validation: an enabled hook needs `manifest` or `execContainer`. */
export const hookWithoutBody: Rule = {
  id: 'hook-without-body',
  severity: 'error',
  scope: 'hook',
  title: 'Hook has neither manifest nor execContainer',
  docs: {
    summary: 'kops rejects the cluster ("you must set either manifest or execContainer"); an older nodeup skips the hook with a log line, so nothing runs on the node, but its name still hides a cluster hook of the same name.',
    why: 'A hook is a unit body (`manifest`) or a container to run (`execContainer`). Without either there is nothing to write.',
    fix: 'Add a `manifest` or an `execContainer`, or mark the hook disabled if it is meant to switch a unit off.',
    bad: '- name: update-engine.service\n  before: [kubelet.service]',
    good: '- name: update-engine.service\n  disabled: true',
  },
  check(ctx) {
    return ctx.hooks
      .filter((h) => !ctx.isDisabled(h) && !h.execContainer && (h.manifest?.value ?? '') === '')
      .map((hook) => ({
        at: hook.manifest ? { hook, field: 'manifest' as const, key: true } : { hook },
        message: `Hook ${hook.name ? `"${hook.name.value}"` : `#${hook.index}`} has neither \`manifest\` nor \`execContainer\`: kops rejects the cluster, and nodeup would write no unit for it.`,
      }));
  },
};
