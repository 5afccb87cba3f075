import { describe, expect, it } from 'vitest';
import { explainRule } from '../src/core/kops/line-rule-catalogue.ts';
import { runCli } from './run-cli.ts';

const SWAP = 'examples/01-swap-request.yaml';

describe('kops-hooks render --why', () => {
  it('notes each line of the request\'s unit with its origin on the right, then explains the kops rules', () => {
    const r = runCli(['render', SWAP, '--why', '--ig', 'Node']);
    // Written by hand from the example (lines 11-24) and KOPS-HOOKS.md step 8: kops's wrapper,
    // requires: at line 13, then the manifest (lines 15-24) inside [Service].
    const unit = [
      '==> /lib/systemd/system/swap1.swap <==',
      '[Unit]                            # kops: wrap-unit-section',
      'Description=Kops Hook swap1.swap  # kops: wrap-description',
      'Requires=create-swapfile.service  # spec 13',
      '                                  # kops: wrap-section-break',
      '[Service]                         # kops: wrap-service-section',
      '[Unit]                            # spec 15',
      'Description=Turn on swap          # spec 16',
      'Requires=create-swapfile.service  # spec 17',
      'After=create-swapfile.service     # spec 18',
      '                                  # spec 19',
      '[Swap]                            # spec 20',
      'What=/swap1                       # spec 21',
      '                                  # spec 22',
      '[Install]                         # spec 23',
      'WantedBy=multi-user.target        # spec 24',
      '',
    ].join('\n');
    expect(r.stdout).toContain(`# instance group Node (role Node)\n${unit}`);
    const rules = ['wrap-unit-section', 'wrap-description', 'wrap-requires', 'wrap-section-break', 'wrap-service-section', 'wrap-manifest'] as const;
    const e = explainRule('wrap-service-section');
    expect(r.stdout.endsWith([
      '\n# "# spec N": from line N of the spec; "# kops: RULE": written by kops on its own, by RULE:',
      ...rules.map((rule) => `# ${rule}: ${explainRule(rule).does} (${explainRule(rule).releases}; ${explainRule(rule).citations.join(', ')})`),
      '',
    ].join('\n'))).toBe(true);
    expect(r.stdout).toContain(`# wrap-service-section: ${e.does} (every release; 1.8.0:nodeup/pkg/model/hooks.go:133, v1.36.2:nodeup/pkg/model/hooks.go:125)\n`);
    // No error at 1.36: the empty [Service] kops writes into the .swap is ignored by systemd (advice only).
    expect(r.status).toBe(0);
  });

  it('names several YAML lines as runs, and puts a long line\'s note after it', () => {
    const r = runCli(['render', 'fixtures/worked-containerd/input.yaml', '--why']);
    const lines = r.stdout.split('\n');
    expect(lines.find((l) => l.startsWith('ExecStartPre='))).toBe(
      'ExecStartPre=/usr/bin/ctr --namespace k8s.io image pull docker.io/library/busybox:latest  # spec 10');
    expect(lines.find((l) => l.startsWith('ExecStart='))).toMatch(/ceph-common" {2}# spec 10-11$/);
    expect(lines.find((l) => l.startsWith('Type='))).toBe(`${'Type=oneshot'.padEnd(74)}# kops: exec-oneshot`);
  });

  it('carries the notes into Markdown, with a section that explains the rules', () => {
    const r = runCli(['render', SWAP, '--why', '--format', 'markdown', '--ig', 'Node']);
    expect(r.stdout).toContain('```ini\n[Unit]                            # kops: wrap-unit-section\n');
    expect(r.stdout).toContain('\n## Why each line is there\n\n');
    expect(r.stdout).toContain('- `wrap-requires`: kops adds one `Requires=` to its `[Unit]` for each `requires:` entry, in order. (every release; `1.8.0:nodeup/pkg/model/hooks.go:124`, `v1.36.2:nodeup/pkg/model/hooks.go:116`)\n');
  });

  it('leaves the plain output as it was, and JSON always has lines', () => {
    const plain = runCli(['render', SWAP, '--ig', 'Node']).stdout;
    const noted = runCli(['render', SWAP, '--ig', 'Node', '--why']).stdout;
    // Without --why: the same output, every note and the rules gone.
    expect(plain).toBe(`${noted.split('\n\n# "# spec N"')[0]?.replace(/ +# (spec \d|kops: ).*$/gm, '')}\n`);
    expect(plain).toContain('\n[Unit]\nDescription=Kops Hook swap1.swap\nRequires=create-swapfile.service\n\n[Service]\n[Unit]\n');
    const json = JSON.parse(runCli(['render', SWAP, '--why', '--format', 'json', '--ig', 'Node']).stdout) as { instanceGroups: Array<{ tasks: Array<{ lines: unknown[] }> }> };
    expect(json.instanceGroups[0]?.tasks[0]?.lines).toHaveLength(15);
  });

  it('is refused by commands that print no units', () => {
    const r = runCli(['lint', SWAP, '--why']);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe('kops-hooks lint: unknown option "--why" (see kops-hooks --help)\n');
  });
});
