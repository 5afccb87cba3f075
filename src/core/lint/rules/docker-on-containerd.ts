import type { Finding, Rule } from '../rule.ts';
import { commandEntries, entryWords, unitList } from '../unit-helpers.ts';

const HARD = new Set(['Requires', 'BindsTo', 'Requisite']);

/** `Requires=docker.service` or `/usr/bin/docker` on nodes that only have containerd. */
export const dockerOnContainerd: Rule = {
  id: 'docker-on-containerd',
  severity: 'error',
  scope: 'unit',
  title: 'Docker dependency on a containerd node',
  docs: {
    summary: 'containerd nodes have no docker.service and no /usr/bin/docker: a `Requires=docker.service` unit fails its dependency and never starts, and a docker command fails on the node.',
    why: 'kops picks containerd as the runtime from Kubernetes 1.20 (and only containerd from kops 1.29); many published hooks were written for docker.',
    fix: 'Depend on `containerd.service` and use `ctr` (or `execContainer`, which kops runs through ctr).',
    bad: '- name: fix.service\n  requires: [docker.service]\n  manifest: ExecStart=/usr/bin/docker run --rm busybox true',
    good: '- name: fix.service\n  requires: [containerd.service]\n  manifest: ExecStart=/usr/bin/ctr --namespace k8s.io run --rm docker.io/library/busybox:latest fix true',
  },
  check(ctx) {
    if (ctx.analysis.runtime !== 'containerd') return [];
    const out: Finding[] = [];
    for (const view of ctx.units) {
      for (const e of view.entries) {
        if (e.section !== 'Unit' || !HARD.has(e.key) || !unitList(e.value).includes('docker.service')) continue;
        out.push({
          at: { unit: view, line: e.line },
          message: `\`${e.key}=docker.service\` on a containerd node: docker.service does not exist there, so ${view.task.unit} fails its dependency and never starts.`,
        });
      }
      for (const e of commandEntries(view)) {
        const exe = entryWords(e)?.[0] ?? '';
        if (!/(^|\/)docker$/.test(exe)) continue;
        out.push({
          at: { unit: view, line: e.line },
          message: `\`${e.key}=\` runs ${exe}, which does not exist on a containerd node: the command fails there. Use ctr or \`execContainer\`.`,
        });
      }
    }
    return out;
  },
};
