import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../src/cli/main.ts';
import { fakeIo } from './fake-io.ts';

// Issue 38, done when: the sysctl hook reads `reboot: no` with its why, its fix makes it
// `yes` in the CLI, and the graph no longer claims that kubelet waits for it. Facts: kubelet is
// WantedBy=multi-user.target from v1.21.0 (nodeup/pkg/model/kubelet.go; none at v1.20.3); a
// manifest hook gets no [Install] (v1.36.2:nodeup/pkg/model/hooks.go); a job waits only for jobs
// that exist (systemd.unit(5), Before=/After=).
const SPEC = readFileSync(join(import.meta.dirname, 'boot-corpus', 'sysctl-before-kubelet.yaml'), 'utf8');

interface GraphJson {
  instanceGroups: Array<{
    kubeletWaitsFor: string[];
    verdicts: Array<{ unit: string; hook: { list: string; index: number }; beforeKubelet: { firstBoot: string; reboot: string }; why: { firstBoot: string; reboot: string }; fix: { title: string } | null }>;
  }>;
}

async function graphJson(files: Record<string, string>): Promise<GraphJson> {
  const io = fakeIo(files);
  expect(await main(['graph', 'spec.yaml', '--format', 'json'], io)).toBe(0);
  return JSON.parse(io.out) as GraphJson;
}

describe('kops-hooks graph and lint --fix on the issue\'s sysctl hook', () => {
  it('graph --format json: reboot no, with its why and the fix\'s title; kubelet does not wait for it', async () => {
    const [group] = (await graphJson({ 'spec.yaml': SPEC })).instanceGroups;
    expect(group?.verdicts).toEqual([{
      unit: 'sysctl-tune.service',
      hook: { list: 'instanceGroup', index: 0 },
      beforeKubelet: { firstBoot: 'race', reboot: 'no' },
      why: {
        firstBoot: 'A first boot (every node a rolling update brings is one) is nodeup\'s: it starts sysctl-tune.service and kubelet.service in tasks that do not wait for each other (kops 1.36.2 queues each restart with --no-block): its ordering before kubelet.service holds only if its job is queued before kubelet\'s starts.',
        reboot: 'kubelet.service is enabled and starts at boot; sysctl-tune.service has no [Install], so only nodeup starts it, later.',
      },
      fix: { title: 'Add `[Install]` with `WantedBy=multi-user.target` to the manifest' },
      advice: null,
      // A manifest hook: no image pull of kops's (boot/runtime-verdict.ts).
      afterRuntime: null,
      afterRuntimeWhy: null,
      afterRuntimeAdvice: null,
    }]);
    expect(group?.kubeletWaitsFor).not.toContain('sysctl-tune.service');
  });

  it('lint --fix applies the fix, and the graph then says yes and lists it among what kubelet waits for', async () => {
    const io = fakeIo({ 'spec.yaml': SPEC });
    await main(['lint', 'spec.yaml', '--fix'], io);
    const fixed = io.files['spec.yaml'] as string;
    expect(fixed).toBe(SPEC.replace('ExecStart=/sbin/sysctl -w vm.max_map_count=262144\n', 'ExecStart=/sbin/sysctl -w vm.max_map_count=262144\n\n      [Install]\n      WantedBy=multi-user.target\n'));
    expect(io.out).not.toContain('before-kubelet-not-at-reboot');
    const [group] = (await graphJson({ 'spec.yaml': fixed })).instanceGroups;
    expect(group?.verdicts[0]?.beforeKubelet).toEqual({ firstBoot: 'race', reboot: 'yes' });
    expect(group?.verdicts[0]?.fix).toBeNull();
    expect(group?.kubeletWaitsFor).toContain('sysctl-tune.service');
  });

  it('text and Markdown give each hook one line', async () => {
    for (const [format, line] of [
      ['text', '  sysctl-tune.service — first boot: race, reboot: no. Reboot: kubelet.service is enabled'],
      ['markdown', '- `sysctl-tune.service` — first boot: **race**, reboot: **no**. Reboot: kubelet.service is enabled'],
    ] as const) {
      const io = fakeIo({ 'spec.yaml': SPEC });
      await main(['graph', 'spec.yaml', '--format', format], io);
      const lines = io.out.split('\n').filter((l) => l.includes('sysctl-tune.service — first boot') || l.includes('`sysctl-tune.service` — first boot'));
      expect(lines).toHaveLength(1);
      expect(lines[0]?.startsWith(line)).toBe(true);
      expect(lines[0]).toContain('Fix: Add `[Install]` with `WantedBy=multi-user.target` to the manifest');
    }
  });
});
