import { mkdtempSync, readFileSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { main } from '../src/cli/main.ts';
import { NEWEST_KOPS_VERSION } from '../src/core/kops/behaviour.ts';
import { decodeShareLink } from '../src/core/share/index.ts';
import { fakeIo } from './fake-io.ts';
import { runCli } from './run-cli.ts';

const BASE = 'https://kops.example/playground/';
const LINK = /^( *|> )\[Open in the kops hook playground\]\((\S+)\)$/;

// A docs page as MkDocs, Hugo and GitHub sources hold them (test/fixtures/docs/hooks.md). Each
// kops hooks block's YAML is also written out by hand below (SWAP, EXEC, …): the links must hold
// exactly that text.
const SWAP = 'apiVersion: kops.k8s.io/v1alpha2\nkind: Cluster\nmetadata:\n  name: swap.example.com\nspec:\n  hooks:\n  - name: swap1.swap\n    manifest: |\n      [Swap]\n      What=/swapfile\n';
const EXEC = 'hooks:\n- name: nvidia.service\n  execContainer:\n    image: nvidia/driver:1.0\n';
const LISTED = 'hooks:\n- name: in-a-list.service\n  manifest: |\n    Type=oneshot\n    ExecStart=/bin/true\n';
const QUOTED = '- name: quoted.service\n  manifest: |\n    Type=oneshot\n\n    ExecStart=/bin/echo "two  spaces"   \n';
const MKDOCS = 'hooks:\n- name: mkdocs.service\n  manifest: |\n    ExecStart=/bin/true\n';
/** The page: a heading, the five blocks above in the forms docs use, and blocks that are not ours. */
const PAGE_FILE = 'test/fixtures/docs/hooks.md';
const PAGE = readFileSync(PAGE_FILE, 'utf8');

/** The links of a page, with the line each one follows. */
function links(text: string): { after: string; state: unknown }[] {
  const lines = text.split(/\r?\n/);
  return lines.flatMap((line, i) => {
    const m = LINK.exec(line);
    if (!m) return [];
    const url = m[2] ?? '';
    expect(url.startsWith(`${BASE}#v1.`)).toBe(true);
    const decoded = decodeShareLink(url);
    return [{ after: lines[i - 1] ?? '', state: decoded.ok ? decoded.state : decoded.message }];
  });
}

async function docs(files: Record<string, string>, args: string[], stdin = '') {
  const io = fakeIo(files, stdin);
  const status = await main(['docs', ...args], io);
  return { status, stdout: io.out, stderr: io.err, files };
}

describe('kops-hooks docs', () => {
  it('puts a link after each kops-hooks block that decodes to its YAML exactly, with its options', async () => {
    const run = await docs({ 'hooks.md': PAGE }, ['hooks.md', '--base', BASE]);
    expect(run).toMatchObject({ status: 0, stdout: 'hooks.md: 5 links added\n', stderr: '' });
    expect(links(run.files['hooks.md']!)).toEqual([
      { after: '```', state: { text: SWAP, kopsVersion: '1.28', runtime: 'containerd', unit: 'swap1.swap' } },
      { after: '~~~~', state: { text: EXEC, kopsVersion: NEWEST_KOPS_VERSION } },
      { after: '    ```', state: { text: LISTED, kopsVersion: '1.10.1', group: 'nodes' } },
      { after: '> ```', state: { text: QUOTED, kopsVersion: '1.22.0' } },
      { after: '```', state: { text: MKDOCS, kopsVersion: '1.29.0' } },
    ]);
    // The link line sits right after the fence, at the fence's indentation or quote depth; nothing else moved.
    const out = run.files['hooks.md']!.split('\n');
    expect(out.filter((l) => !LINK.test(l))).toEqual(PAGE.split('\n'));
    expect(out[out.indexOf('A paragraph right after the block.') - 1]).toMatch(/^\[Open in the kops hook playground\]\(/);
    expect(out.filter((l) => LINK.test(l)).map((l) => LINK.exec(l)?.[1])).toEqual(['', '', '    ', '> ', '']);
  });

  it('is idempotent, and updates only the link of an edited block', async () => {
    const first = (await docs({ 'hooks.md': PAGE }, ['hooks.md', '--base', BASE])).files['hooks.md']!;
    const again = await docs({ 'hooks.md': first }, ['hooks.md', '--base', BASE]);
    expect(again).toMatchObject({ status: 0, stdout: '', stderr: '' });
    expect(again.files['hooks.md']).toBe(first);

    const edited = first.replace('image: nvidia/driver:1.0', 'image: nvidia/driver:2.0');
    const run = await docs({ 'hooks.md': edited }, ['hooks.md', '--base', BASE]);
    expect(run).toMatchObject({ status: 0, stdout: 'hooks.md: 1 link updated\n', stderr: '' });
    const before = links(first);
    const after = links(run.files['hooks.md']!);
    expect(after[1]).toEqual({ after: '~~~~', state: { text: EXEC.replace('1.0', '2.0'), kopsVersion: NEWEST_KOPS_VERSION } });
    expect(after.filter((_, i) => i !== 1)).toEqual(before.filter((_, i) => i !== 1));
    expect(run.files['hooks.md']!.split('\n').length).toBe(first.split('\n').length);
  });

  it('--check changes nothing and exits 1 when a file would change, 0 when none would', async () => {
    const done = (await docs({ 'a.md': PAGE }, ['a.md', '--base', BASE])).files['a.md']!;
    const stale = done.replace('What=/swapfile', 'What=/swap2');
    const run = await docs({ 'a.md': done, 'b.md': stale, 'c.md': PAGE }, ['a.md', 'b.md', 'c.md', '--base', BASE, '--check']);
    expect(run).toEqual({
      status: 1,
      stdout: 'b.md: 1 link to update\nc.md: 5 links to add\n',
      stderr: 'kops-hooks docs: 2 files would change; run kops-hooks docs without --check\n',
      files: { 'a.md': done, 'b.md': stale, 'c.md': PAGE },
    });
    expect(await docs({ 'a.md': done }, ['--check', 'a.md', `--base=${BASE}`])).toMatchObject({ status: 0, stdout: '', stderr: '' });
  });

  it('keeps CRLF line breaks, and reads standard input for - (the page goes to stdout)', async () => {
    const crlf = PAGE.replaceAll('\n', '\r\n');
    const run = await docs({ 'w.md': crlf }, ['w.md', '--base', BASE]);
    const written = run.files['w.md']!;
    expect(written.replaceAll('\r\n', '')).not.toContain('\n');
    expect(links(written).map((l) => l.state)).toEqual(links((await docs({ 'u.md': PAGE }, ['u.md', '--base', BASE])).files['u.md']!).map((l) => l.state));
    const piped = await docs({}, ['-', '--base', BASE], PAGE);
    expect(piped).toMatchObject({ status: 0, stderr: '' });
    expect(piped.stdout).toBe((await docs({ 'u.md': PAGE }, ['u.md', '--base', BASE])).files['u.md']);
    expect(await docs({}, ['-', '--base', BASE, '--check'], PAGE)).toMatchObject({ status: 1, stdout: '' });
  });

  it('takes a path as --base, for a playground on the docs site itself', async () => {
    const run = await docs({ 'p.md': '```yaml kops-hooks\nhooks: []\n```\n' }, ['p.md', '--base', '/playground/']);
    expect(run.files['p.md']).toMatch(/^```yaml kops-hooks\nhooks: \[\]\n```\n\[Open in the kops hook playground\]\(\/playground\/#v1\.[\w-]+\)\n$/);
  });

  it('reports a wrong info string at its line and column, links the other blocks, and exits 1', async () => {
    const page = [
      '```yaml kops-hooks verison=1.28',
      'hooks: []',
      '```',
      '```yaml kops-hooks runtime=cri-o',
      'hooks: []',
      '```',
      '```yaml kops-hooks version=1.28 version=1.29 unit=',
      'hooks: []',
      '```',
      '```yaml kops-hooks',
      'hooks: []',
      '```',
      '  ```yml kops-hooks',
      '  hooks: []',
      '',
    ].join('\n');
    const run = await docs({ 'bad.md': page }, ['bad.md', '--base', BASE]);
    expect(run.status).toBe(1);
    expect(run.stderr).toBe([
      'bad.md:1:20: error: unknown option "verison" (expected version=, runtime=, unit= or ig=)',
      'bad.md:4:20: error: runtime must be docker or containerd, not "cri-o"',
      'bad.md:7:33: error: version is given twice',
      'bad.md:7:46: error: unit needs a value (unit=…)',
      'bad.md:13:1: error: this kops-hooks block is never closed',
      '',
    ].join('\n'));
    expect(run.stdout).toBe('bad.md: 1 link added\n');
    expect(links(run.files['bad.md']!)).toEqual([{ after: '```', state: { text: 'hooks: []\n', kopsVersion: NEWEST_KOPS_VERSION } }]);
    expect(run.files['bad.md']!.split('\n').indexOf('```yaml kops-hooks')).toBe(9);
  });

  it('says so when the files hold no kops-hooks block, and accepts an empty page', async () => {
    expect(await docs({ 'e.md': '', 'p.md': '```yaml\nhooks: []\n```\n' }, ['e.md', 'p.md', '--base', BASE])).toMatchObject({
      status: 0,
      stdout: '',
      stderr: 'kops-hooks docs: no ```yaml kops-hooks block in the given files: nothing to link\n',
    });
  });

  it.each([
    [['x.md'], 'kops-hooks docs: missing --base URL (the playground\'s address, where the links lead) (see kops-hooks docs --help)\n'],
    [['x.md', '--base', 'playground'], 'kops-hooks docs: --base must be an absolute URL or a path starting with /, not "playground" (see kops-hooks docs --help)\n'],
    [['--base', BASE], 'kops-hooks docs: missing FILE.md (use - for standard input) (see kops-hooks docs --help)\n'],
    [['-', 'x.md', '--base', BASE], 'kops-hooks docs: - (standard input) must be the only FILE (see kops-hooks docs --help)\n'],
    [['x.md', '--base', BASE, '--fix'], 'kops-hooks docs: unknown option "--fix" (see kops-hooks --help)\n'],
    [['missing.md', '--base', BASE], 'kops-hooks docs: cannot read missing.md: no such file\n'],
  ])('refuses %j with one line and exit 2', async (args, stderr) => {
    expect(await docs({ 'x.md': PAGE }, args)).toMatchObject({ status: 2, stdout: '', stderr });
  });

  it('runs from the real binary on files on disk', () => {
    const dir = mkdtempSync(join(tmpdir(), 'docs-cli-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    const file = join(dir, 'hooks.md');
    writeFileSync(file, PAGE);
    expect(runCli(['docs', file, '--base', BASE, '--check'])).toMatchObject({ status: 1, stdout: `${file}: 5 links to add\n` });
    expect(readFileSync(file, 'utf8')).toBe(PAGE);
    expect(runCli(['docs', file, '--base', BASE])).toEqual({ status: 0, stdout: `${file}: 5 links added\n`, stderr: '' });
    expect(links(readFileSync(file, 'utf8'))).toHaveLength(5);
    expect(runCli(['docs', file, '--base', BASE, '--check'])).toEqual({ status: 0, stdout: '', stderr: '' });
    expect(runCli(['docs', '--help']).stdout).toContain(`blocks without version= link to kops ${NEWEST_KOPS_VERSION}.`);
  });
});

describe('kops-hooks docs: the element form (a fence, then a <kops-hooks-preview> line)', () => {
  const NODE = 'spec:\n  hooks:\n  - name: node-tune.service\n    roles: [Node]\n    manifest: |\n      Type=oneshot\n      ExecStart=/bin/true\n';
  const page = [
    '# Hooks',
    '',
    '```yaml',
    ...NODE.trimEnd().split('\n'),
    '```',
    '<kops-hooks-preview data-kops-version="1.10.1" data-unit="node-tune.service" data-ig="nodes" data-readonly></kops-hooks-preview>',
    '',
    '- In a list:',
    '',
    '    ```',
    '    hooks: []',
    '    ```',
    '    <kops-hooks-preview data-runtime="docker">',
    '',
    '```yaml',
    'hooks: []',
    '```',
    'A plain block, no element after it.',
    '',
  ].join('\n');

  it('puts the link after the element, with the element\'s options, and a second run changes nothing', async () => {
    const run = await docs({ 'hooks.md': page }, ['hooks.md', '--base', BASE]);
    expect(run).toMatchObject({ status: 0, stdout: 'hooks.md: 2 links added\n', stderr: '' });
    expect(links(run.files['hooks.md']!)).toEqual([
      { after: '<kops-hooks-preview data-kops-version="1.10.1" data-unit="node-tune.service" data-ig="nodes" data-readonly></kops-hooks-preview>', state: { text: NODE, kopsVersion: '1.10.1', unit: 'node-tune.service', group: 'nodes' } },
      { after: '    <kops-hooks-preview data-runtime="docker">', state: { text: 'hooks: []\n', kopsVersion: NEWEST_KOPS_VERSION, runtime: 'docker' } },
    ]);
    const again = await docs({ 'hooks.md': run.files['hooks.md']! }, ['hooks.md', '--base', BASE, '--check']);
    expect(again).toMatchObject({ status: 0, stdout: '', stderr: '' });
  });

  it('reports a wrong option at its line and column', async () => {
    const run = await docs({ 'bad.md': '```yaml\nhooks: []\n```\n<kops-hooks-preview data-runtime="cri-o"></kops-hooks-preview>\n' }, ['bad.md', '--base', BASE]);
    expect(run).toMatchObject({ status: 1, stdout: '', stderr: 'bad.md:4:21: error: data-runtime must be docker or containerd, not "cri-o"\n' });
  });
});
