import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CliIo } from '../src/cli/io.ts';
import { main } from '../src/cli/main.ts';

// `kops-hooks diff BASE FILE` (issue 44): the plan of an edit, as `terraform plan` prints one.
// The fixture is the "Done when": a roles: [Node] Cluster hook (and a roles: [Node]
// fileAsset) edited in a spec with a control-plane group and two node groups. Which groups roll is
// a hand-written fact (src/core/compare/compare-specs.test.ts cites kops for it): nodes-a and
// nodes-b, not control-plane-a, in every release from 1.8 to 1.36.

const ROOT = join(import.meta.dirname, '..');
const DIR = 'test/fixtures/spec-diff/node-hook';
const BASE = `${DIR}/base.yaml`;
const CHANGED = `${DIR}/changed.yaml`;
const COMMENT = `${DIR}/comment.yaml`;
const UPDATE = process.env.UPDATE_GOLDEN === '1';
const SUMMARY = '2 of 3 instance groups roll: nodes-a, nodes-b (2 units change, 1 file changes)';

async function run(args: string[], stdin = ''): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const io: CliIo = {
    stdout: (t) => void (out += t),
    stderr: (t) => void (err += t),
    readFile: async (p) => readFileSync(join(ROOT, p), 'utf8'),
    writeFile: async () => { throw new Error('diff never writes'); },
    readStdin: async () => stdin,
  };
  return { code: await main(args, io), out, err };
}

function golden(name: string, text: string): void {
  const file = join(ROOT, DIR, name);
  if (UPDATE) writeFileSync(file, text);
  expect(text).toBe(readFileSync(file, 'utf8'));
}

describe('kops-hooks diff BASE FILE: the three formats', () => {
  it('text: the summary line first, then per group whether it rolls and why, then the unit diffs', async () => {
    const r = await run(['diff', BASE, CHANGED, '--kops-version', '1.36.2']);
    expect(r.code).toBe(0);
    const lines = r.out.split('\n');
    expect(lines.slice(0, 2)).toEqual([`# ${SUMMARY}`, '# kops 1.36.2, containerd']);
    expect(lines.filter((l) => l.startsWith('# instance group '))).toEqual([
      '# instance group control-plane-a (role ControlPlane): does not roll',
      '# instance group nodes-a (role Node): rolls',
      '# instance group nodes-b (role Node): rolls',
    ]);
    // The changed spec's advice only (the base's problems are known; its errors would still show).
    expect(r.err.split('\n')).toEqual([
      expect.stringMatching(/^test\/fixtures\/spec-diff\/node-hook\/changed\.yaml:18:5: info no-install-section \[changed\]: tune\.service has no \[Install\] section: /),
      // A sysctl-only hook: kops 1.17+ has sysctlParameters for it (use-kops-field, issue 46).
      expect.stringMatching(/^test\/fixtures\/spec-diff\/node-hook\/changed\.yaml:21:7: info use-kops-field \[changed\]: tune\.service only sets kernel parameters: kops 1\.17\.0 and later /),
      expect.stringMatching(/^test\/fixtures\/spec-diff\/node-hook\/changed\.yaml:25:5: info no-install-section \[changed\]: audit\.service has no \[Install\] section: /),
      '',
    ]);
    golden('1.36.2.txt', r.out);
  });

  it('markdown: the summary, then a <details> per group, open when it rolls, with --context lines', async () => {
    const r = await run(['diff', BASE, CHANGED, '--kops-version', '1.21.5', '--format', 'markdown', '--context', '1']);
    expect(r.code).toBe(0);
    expect(r.out.split('\n')[0]).toBe(`### kops hooks: ${SUMMARY}`);
    expect(r.out.match(/^<details.*$/gm)).toEqual([
      '<details><summary>control-plane-a (ControlPlane): does not roll</summary>',
      '<details open><summary>nodes-a (Node): <b>rolls</b></summary>',
      '<details open><summary>nodes-b (Node): <b>rolls</b></summary>',
    ]);
    // One line of context: the hunk holds the line before the change and none after (it is the last line).
    expect(r.out).toContain('@@ -6,2 +6,2 @@\n RemainAfterExit=yes\n-ExecStart=/usr/sbin/sysctl -w vm.max_map_count=262144\n+ExecStart=/usr/sbin/sysctl -w vm.max_map_count=524288\n```');
    golden('1.21.5-context-1.md', r.out);
  });

  it('json: rolls and its reason per group', async () => {
    const r = await run(['diff', BASE, CHANGED, '--from', '1.21.5', '--to', '1.22.0', '--from-runtime', 'docker', '--to-runtime', 'docker', '--format', 'json']);
    expect(r.code).toBe(0);
    const json = JSON.parse(r.out) as { summary: string; instanceGroups: Array<{ name: string; rolls: boolean; reasons: Array<{ cause: string }> }> };
    expect(json.summary).toBe('3 of 3 instance groups roll: control-plane-a, nodes-a, nodes-b (2 units change, 1 file changes)');
    // Another kops version rolls every group; the edit adds the hook and the file on the node groups.
    expect(json.instanceGroups.map((g) => [g.name, g.rolls, g.reasons.map((x) => x.cause)])).toEqual([
      ['control-plane-a', true, ['kopsVersion']],
      ['nodes-a', true, ['kopsVersion', 'hook', 'fileAsset']],
      ['nodes-b', true, ['kopsVersion', 'hook', 'fileAsset']],
    ]);
    golden('1.21.5-docker..1.22.0-docker.json', r.out);
  });
});

describe('kops-hooks diff BASE FILE --detailed-exitcode', () => {
  it('2: the node groups roll, in every format', async () => {
    for (const format of ['text', 'json', 'markdown']) {
      expect((await run(['diff', BASE, CHANGED, '--detailed-exitcode', '--format', format])).code, format).toBe(2);
    }
  });

  it('0: a comment-only edit changes nothing, and says so', async () => {
    const r = await run(['diff', BASE, COMMENT, '--detailed-exitcode']);
    expect(r.code).toBe(0);
    expect(r.out.split('\n').slice(0, 3)).toEqual([
      '# No instance group rolls (0 of 3); no unit changes',
      '# kops 1.36.2, containerd',
      '# The two specs differ only in what kops does not read (comments, key order, formatting): no unit changes and no instance group rolls.',
    ]);
  });

  it('1: an error on either side wins over the changes', async () => {
    const broken = readFileSync(join(ROOT, CHANGED), 'utf8').replace('  role: Node\n', '  role: [Node\n');
    const r = await run(['diff', BASE, '-', '--detailed-exitcode'], broken);
    expect(r.code).toBe(1);
    expect(r.err).toContain('<stdin>:43:1: error BAD_INDENT [changed]: ');
  });

  it('1: bad usage (both sides from stdin)', async () => {
    const r = await run(['diff', '-', '-', '--detailed-exitcode']);
    expect([r.code, r.err]).toEqual([1, 'kops-hooks diff: only one of BASE and FILE can be - (standard input) (see kops-hooks --help)\n']);
  });
});

describe('kops-hooks diff BASE FILE: inputs and options', () => {
  it('reads BASE from stdin, as `git show HEAD:cluster.yaml | kops-hooks diff - cluster.yaml`', async () => {
    const r = await run(['diff', '-', CHANGED], readFileSync(join(ROOT, BASE), 'utf8'));
    expect([r.code, r.out.split('\n')[0]]).toEqual([0, `# ${SUMMARY}`]);
  });

  it('exits 2 on bad usage without --detailed-exitcode, and refuses --context with one file', async () => {
    expect((await run(['diff', BASE, 'nope.yaml'])).err).toBe('kops-hooks diff: cannot read nope.yaml: no such file\n');
    expect((await run(['diff', BASE, CHANGED, '--context', 'x'])).code).toBe(2);
    const r = await run(['diff', BASE, '--from', '1.21.5', '--to', '1.36.2', '--context', '1']);
    expect([r.code, r.err]).toEqual([2, 'kops-hooks diff: --context applies to diff BASE FILE (two specs) (see kops-hooks --help)\n']);
  });

  it('keeps `diff FILE --from V --to V` as it was', async () => {
    const r = await run(['diff', BASE, '--from', '1.36.2', '--to', '1.36.2']);
    expect([r.code, r.out.split('\n')[0]]).toEqual([0, '# 1.36.2 (containerd) → 1.36.2 (containerd): no unit changes on any of 3 instance groups']);
    expect((await run(['diff', BASE, '--kops-version', '1.36.2', '--from', '1.30', '--to', '1.31'])).err).toBe('kops-hooks diff: unknown option "--kops-version" (see kops-hooks --help)\n');
  });

  it('--ig NAME shows one group, and its verdict decides the exit code', async () => {
    const r = await run(['diff', BASE, CHANGED, '--ig', 'control-plane-a', '--detailed-exitcode']);
    expect([r.code, r.out.split('\n')[0]]).toEqual([0, '# No instance group rolls (0 of 1); no unit changes']);
  });
});
