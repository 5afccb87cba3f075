import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { main } from '../main.ts';
import { RULES } from '../../core/lint/rules/index.ts';
import { fakeIo } from '../../../test/fake-io.ts';

const SEED_PATH = 'test/systemd-corpus/seed-request.yaml';
const SEED = readFileSync(new URL(`../../../${SEED_PATH}`, import.meta.url), 'utf8');

const AT_1_10 = [
  `${SEED_PATH}:2:11: error name-gets-service-suffix: Hook name \`swap1.swap\` gets \`.service\` appended in kops 1.10.1: nodeup writes swap1.swap.service, a service, not a swap unit, and systemd refuses it (a service with no \`ExecStart=\`), so no swap unit exists on the node (kops 1.11+ keep the name).`,
  `${SEED_PATH}:5:5: error missing-exec-start: swap1.swap.service has no \`ExecStart=\`: systemd refuses to load the service, so nodeup's restart fails on every run on the node.`,
  `${SEED_PATH}:6:7: info section-header-in-service: \`[Unit]\` inside the manifest of swap1.swap.service: kops already wraps the manifest in [Service]; it opens a second [Unit] below kops's own, which systemd merges (a Description= here replaces kops's). Use \`useRawManifest: true\` to write the unit as it is.`,
  `${SEED_PATH}:11:7: warning non-service-type-without-raw: \`[Swap]\` in a manifest without \`useRawManifest\`: kops wraps it into the service swap1.swap.service, where systemd ignores the [Swap] section, so no swap unit exists on the node.`,
];

// The URL column: each rule's page on the published site (src/core/lint/rule-url.ts).
const PAGE = (line: string): string => `${line}  https://OWNER.github.io/kops-hook-playground/rules/${line.split(' ')[2]?.replace(/:$/, '')}.html`;

const FIXED = SEED.replace('    requires:\n    - create-swapfile.service\n', '    useRawManifest: true\n');

describe('kops-hooks lint on the request\'s original spec (the swap1.swap hook)', () => {
  it('text, kops 1.10.1 (the request\'s era): each problem on its line, exit 1', async () => {
    const io = fakeIo({ [SEED_PATH]: SEED });
    expect(await main(['lint', SEED_PATH, '--kops-version', '1.10.1'], io)).toBe(1);
    expect(io.out).toBe(AT_1_10.map((l) => `${PAGE(l)}\n`).join(''));
    expect(io.err).toBe('');
  });

  it('text, newest kops: the name is kept, and kops\'s own [Service], empty in a .swap, is advice only (exit 0)', async () => {
    // systemd-analyze verify (252) on the unit kops 1.36 writes says only "Unknown section
    // 'Service'. Ignoring.": the swap unit loads and works as its manifest says.
    const io = fakeIo({ [SEED_PATH]: SEED });
    expect(await main(['lint', SEED_PATH], io)).toBe(0);
    expect(io.out.split('\n').filter(Boolean).map((l) => l.split(': ').slice(0, 2).join(': '))).toEqual([
      `${SEED_PATH}:2:11: info section-not-for-unit-type`,
      `${SEED_PATH}:6:7: info section-header-in-service`,
    ]);
  });

  it('json: the DESIGN.md diagnostics shape with 1-based ranges', async () => {
    const io = fakeIo({ [SEED_PATH]: SEED });
    expect(await main(['lint', SEED_PATH, '--kops-version=1.10.1', '--format', 'json'], io)).toBe(1);
    const report = JSON.parse(io.out) as { file: string; kopsVersion: string; runtime: string; diagnostics: unknown[] };
    expect(report.file).toBe(SEED_PATH);
    expect(report.kopsVersion).toBe('1.10.1');
    expect(report.runtime).toBe('docker');
    expect(report.diagnostics[0]).toEqual({
      code: 'name-gets-service-suffix',
      severity: 'error',
      message: 'Hook name `swap1.swap` gets `.service` appended in kops 1.10.1: nodeup writes swap1.swap.service, a service, not a swap unit, and systemd refuses it (a service with no `ExecStart=`), so no swap unit exists on the node (kops 1.11+ keep the name).',
      range: { start: { line: 2, column: 11 }, end: { line: 2, column: 21 } },
    });
    expect(report.diagnostics.map((d) => (d as { code: string }).code)).toEqual([
      'name-gets-service-suffix', 'missing-exec-start', 'section-header-in-service', 'non-service-type-without-raw',
    ]);
  });

  it('sarif: a 2.1.0 log with every rule (help from its docs) and the results on their lines', async () => {
    const io = fakeIo({ [SEED_PATH]: SEED });
    expect(await main(['lint', SEED_PATH, '--kops-version', '1.10.1', '--format', 'sarif'], io)).toBe(1);
    const log = JSON.parse(io.out);
    expect(log.version).toBe('2.1.0');
    expect(log.$schema).toBe('https://json.schemastore.org/sarif-2.1.0.json');
    const run = log.runs[0];
    expect(run.tool.driver.name).toBe('kops-hooks');
    expect(run.tool.driver.rules.length).toBe(Object.keys(RULES).length);
    const rule = run.tool.driver.rules.find((r: { id: string }) => r.id === 'name-gets-service-suffix');
    expect(rule.help.text).toContain(RULES['name-gets-service-suffix'].docs.why);
    expect(rule.defaultConfiguration).toEqual({ level: 'warning' });
    expect(run.results.map((r: { ruleId: string; level: string; locations: Array<{ physicalLocation: { artifactLocation: { uri: string }; region: { startLine: number; startColumn: number } } }> }) =>
      [r.ruleId, r.level, r.locations[0]?.physicalLocation.artifactLocation.uri, r.locations[0]?.physicalLocation.region.startLine, r.locations[0]?.physicalLocation.region.startColumn])).toEqual([
      ['name-gets-service-suffix', 'error', SEED_PATH, 2, 11],
      ['missing-exec-start', 'error', SEED_PATH, 5, 5],
      ['section-header-in-service', 'note', SEED_PATH, 6, 7],
      ['non-service-type-without-raw', 'warning', SEED_PATH, 11, 7],
    ]);
    for (const r of run.results) expect(run.tool.driver.rules[r.ruleIndex].id).toBe(r.ruleId);
  });

  it('--fix rewrites the file to useRawManifest: true (requires already in its [Unit]) and exits 0', async () => {
    const io = fakeIo({ [SEED_PATH]: SEED });
    expect(await main(['lint', SEED_PATH, '--fix'], io)).toBe(0);
    expect(io.files[SEED_PATH]).toBe(FIXED);
    expect(io.out).toBe('');
    expect(io.err).toBe(`kops-hooks lint: fixed ${SEED_PATH} (1 pass)\n`);
  });

  it('--fix on standard input prints the fixed YAML and reports what remains on stderr', async () => {
    const io = fakeIo({}, SEED);
    expect(await main(['lint', '-', '--fix', '--kops-version', '1.10.1'], io)).toBe(1);
    // kops 1.10 has no useRawManifest: nothing can be fixed, and every problem remains.
    expect(io.out).toBe(SEED);
    expect(io.err).toBe(AT_1_10.map((l) => `${PAGE(l).replace(SEED_PATH, '<stdin>')}\n`).join(''));
  });

  it('usage errors exit 2', async () => {
    const io = fakeIo({});
    expect(await main(['lint'], io)).toBe(2);
    expect(await main(['lint', 'missing.yaml'], io)).toBe(2);
    expect(await main(['lint', SEED_PATH, '--format', 'xml'], fakeIo({ [SEED_PATH]: SEED }))).toBe(2);
    expect(io.err).toContain('missing FILE');
    expect(io.err).toContain('cannot read missing.yaml: no such file');
  });

  it('a clean spec prints nothing and exits 0', async () => {
    const io = fakeIo({}, FIXED);
    expect(await main(['lint', '-'], io)).toBe(0);
    expect(io.out).toBe('');
  });
});
