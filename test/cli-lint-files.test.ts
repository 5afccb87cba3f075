import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { main } from '../src/cli/main.ts';
import { fakeIo } from './fake-io.ts';

// pre-commit passes every changed file to one run: `kops-hooks lint a.yaml b.yaml`.
// Its only finding is an info (no [Install] section), which does not fail the run.
const CLEAN = 'hooks:\n- name: a.service\n  manifest: |\n    Type=oneshot\n    RemainAfterExit=yes\n    ExecStart=/bin/true\n';
const BROKEN = 'hooks:\n- name: b\n';
// The request's swap hook: --fix turns it into useRawManifest: true (see lint.test.ts).
const FIXABLE = readFileSync(new URL('systemd-corpus/seed-request.yaml', import.meta.url), 'utf8');
// The URL column: each rule's page on the published site (src/core/lint/rule-url.ts).
const PAGES = 'https://OWNER.github.io/kops-hook-playground/rules/';
const NO_INSTALL = (file: string) => `${file}:3:3: info no-install-section: a.service has no [Install] section: nodeup's \`systemctl enable\` links nothing, so the unit runs only when nodeup starts it, not at boot by itself. A manifest without \`useRawManifest\` is only the body of kops's [Service], and no hook field sets \`WantedBy=multi-user.target\`: write the whole unit with \`useRawManifest: true\` and put \`WantedBy=multi-user.target\` in its [Install] (the playground's quick fix does it).  ${PAGES}no-install-section.html\n`;

describe('kops-hooks lint with several files', () => {
  it('text: each file\'s problems under its own name, in argument order; exit 1 when any file has an error', async () => {
    const io = fakeIo({ 'a.yaml': CLEAN, 'b.yaml': BROKEN });
    expect(await main(['lint', 'b.yaml', 'a.yaml'], io)).toBe(1);
    expect(io.out).toBe('b.yaml:2:3: error hook-without-body: Hook "b" has neither `manifest` nor `execContainer`: kops rejects the cluster, and nodeup would write no unit for it.  ' + PAGES + 'hook-without-body.html\n' + NO_INSTALL('a.yaml'));
    expect(io.err).toBe('');
    const clean = fakeIo({ 'a.yaml': CLEAN, 'sub/a.yaml': CLEAN });
    expect(await main(['lint', 'a.yaml', 'sub/a.yaml'], clean)).toBe(0);
    expect(clean.out).toBe(NO_INSTALL('a.yaml') + NO_INSTALL('sub/a.yaml'));
  });

  it('github: one annotation per problem, each naming its file', async () => {
    const io = fakeIo({ 'a.yaml': BROKEN, 'b.yaml': BROKEN });
    expect(await main(['lint', 'a.yaml', 'b.yaml', '--format', 'github'], io)).toBe(1);
    expect(io.out.split('\n').filter(Boolean).map((l) => l.slice(0, l.indexOf('::', 2)))).toEqual([
      '::error file=a.yaml,line=2,col=3,endLine=2,endColumn=10,title=hook-without-body',
      '::error file=b.yaml,line=2,col=3,endLine=2,endColumn=10,title=hook-without-body',
    ]);
  });

  it('sarif: one run whose results point at their files', async () => {
    const io = fakeIo({ 'a.yaml': BROKEN, 'b.yaml': CLEAN, 'c.yaml': BROKEN });
    expect(await main(['lint', 'a.yaml', 'b.yaml', 'c.yaml', '--format', 'sarif'], io)).toBe(1);
    const log = JSON.parse(io.out) as { runs: Array<{ results: Array<{ ruleId: string; locations: Array<{ physicalLocation: { artifactLocation: { uri: string } } }> }> }> };
    expect(log.runs).toHaveLength(1);
    expect(log.runs[0]?.results.map((r) => [r.ruleId, r.locations[0]?.physicalLocation.artifactLocation.uri])).toEqual([
      ['hook-without-body', 'a.yaml'],
      ['no-install-section', 'b.yaml'],
      ['hook-without-body', 'c.yaml'],
    ]);
  });

  it('--fix rewrites each file that has a fix and reports each', async () => {
    const io = fakeIo({ 'a.yaml': CLEAN, 'c.yaml': FIXABLE, 'd.yaml': FIXABLE });
    expect(await main(['lint', 'a.yaml', 'c.yaml', 'd.yaml', '--fix'], io)).toBe(0);
    const fixed = FIXABLE.replace('    requires:\n    - create-swapfile.service\n', '    useRawManifest: true\n');
    expect(io.files).toEqual({ 'a.yaml': CLEAN, 'c.yaml': fixed, 'd.yaml': fixed });
    expect(io.err).toBe('kops-hooks lint: fixed c.yaml (1 pass)\nkops-hooks lint: fixed d.yaml (1 pass)\n');
    expect(io.out).toBe(NO_INSTALL('a.yaml'));
  });

  it.each([
    [['lint', 'a.yaml', '-'], 'kops-hooks lint: - (standard input) must be the only FILE (see kops-hooks --help)\n'],
    [['lint', 'a.yaml', 'b.yaml', '--format', 'json'], 'kops-hooks lint: --format json takes one FILE, got 2 (see kops-hooks --help)\n'],
    [['lint', 'a.yaml', 'missing.yaml'], 'kops-hooks lint: cannot read missing.yaml: no such file\n'],
  ])('%j exits 2 with one line and prints nothing else', async (args, error) => {
    const io = fakeIo({ 'a.yaml': BROKEN, 'b.yaml': BROKEN });
    expect(await main(args, io)).toBe(2);
    expect([io.out, io.err]).toEqual(['', error]);
  });
});
