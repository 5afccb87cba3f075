import type { Finding, Rule } from '../rule.ts';

/** No `[Install]`: `systemctl enable` does nothing, so the unit does not start at boot by itself. */
export const noInstallSection: Rule = {
  id: 'no-install-section',
  severity: 'info',
  scope: 'unit',
  title: 'No [Install] section',
  docs: {
    summary: 'nodeup runs `systemctl enable`, which has nothing to link: the unit starts only when nodeup restarts it, not by itself at boot, and never before nodeup runs.',
    why: 'kops adds `[Install] WantedBy=multi-user.target` only for `execContainer` hooks; manifest and raw hooks get what you write.',
    fix: 'Add `[Install]` with `WantedBy=multi-user.target` (raw manifest), or accept that nodeup starts it.',
    bad: '- name: x.service\n  useRawManifest: true\n  manifest: |\n    [Service]\n    ExecStart=/opt/x',
    good: '- name: x.service\n  useRawManifest: true\n  manifest: |\n    [Service]\n    ExecStart=/opt/x\n    [Install]\n    WantedBy=multi-user.target',
  },
  check(ctx) {
    const out: Finding[] = [];
    for (const view of ctx.units) {
      if (!view.hook || view.task.definition === '' || ['device', 'scope', 'slice'].includes(view.type)) continue;
      if (view.parsed.entries.some((e) => e.section === 'Install' && e.value !== '')) continue;
      out.push({
        at: view.hook.manifest ? { hook: view.hook, field: 'manifest', key: true } : { hook: view.hook },
        message: `${view.task.unit} has no [Install] section: nodeup's \`systemctl enable\` links nothing, so the unit runs only when nodeup starts it, not at boot by itself.`,
      });
    }
    return out;
  },
};
