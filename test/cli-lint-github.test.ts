import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { escapeData, escapeProperty } from '../src/cli/commands/lint-github.ts';
import { main } from '../src/cli/main.ts';
import { fakeIo } from './fake-io.ts';

const SEED_PATH = 'test/systemd-corpus/seed-request.yaml';
const SEED = readFileSync(new URL(`../${SEED_PATH}`, import.meta.url), 'utf8');
// Each rule's page on the published site (src/core/lint/rule-url.ts), on a line of its own after the message.
const page = (id: string): string => `%0Ahttps://OWNER.github.io/kops-hook-playground/rules/${id}.html`;

describe('lint --format github: GitHub Actions workflow commands', () => {
  it('annotates each problem of the request\'s spec at kops 1.10.1 on its range, exit 1', async () => {
    const io = fakeIo({ [SEED_PATH]: SEED });
    expect(await main(['lint', SEED_PATH, '--kops-version', '1.10.1', '--format', 'github'], io)).toBe(1);
    const at = `file=${SEED_PATH}`;
    expect(io.out).toBe([
      `::error ${at},line=2,col=11,endLine=2,endColumn=21,title=name-gets-service-suffix::Hook name \`swap1.swap\` gets \`.service\` appended in kops 1.10.1: nodeup writes swap1.swap.service, a service, not a swap unit, and systemd refuses it (a service with no \`ExecStart=\`), so no swap unit exists on the node (kops 1.11+ keep the name).${page('name-gets-service-suffix')}`,
      `::error ${at},line=5,col=5,endLine=5,endColumn=13,title=missing-exec-start::swap1.swap.service has no \`ExecStart=\`: systemd refuses to load the service, so nodeup's restart fails on every run on the node.${page('missing-exec-start')}`,
      `::notice ${at},line=6,col=7,endLine=6,endColumn=13,title=section-header-in-service::\`[Unit]\` inside the manifest of swap1.swap.service: kops already wraps the manifest in [Service]; it opens a second [Unit] below kops's own, which systemd merges (a Description= here replaces kops's). Use \`useRawManifest: true\` to write the unit as it is.${page('section-header-in-service')}`,
      `::warning ${at},line=11,col=7,endLine=11,endColumn=13,title=non-service-type-without-raw::\`[Swap]\` in a manifest without \`useRawManifest\`: kops wraps it into the service swap1.swap.service, where systemd ignores the [Swap] section, so no swap unit exists on the node.${page('non-service-type-without-raw')}`,
    ].map((l) => `${l}\n`).join(''));
    expect(io.err).toBe('');
  });

  it('escapes %, CR and LF in messages, and also , and : in properties (the file path)', async () => {
    const path = 'clusters/a,b:c%d.yaml';
    const io = fakeIo({ [path]: 'hooks:\n- name: "50%\\nx"\n  manifest: "ExecStart=/bin/true\n' });
    expect(await main(['lint', path, '--format=github'], io)).toBe(1);
    const file = 'file=clusters/a%2Cb%3Ac%25d.yaml';
    expect(io.out).toBe([
      `::error ${file},line=2,col=9,endLine=2,endColumn=17,title=invalid-unit-name::Unit name "50%25\\nx.service" is not a valid systemd unit name: \`systemctl\` refuses it, and nodeup retries the failing command on the node.${page('invalid-unit-name')}`,
      `::warning ${file},line=2,col=9,endLine=2,endColumn=17,title=malformed-line::Line \`x\` of 50%25%0Ax.service has no \`=\`: systemd ignores it on the node.${page('malformed-line')}`,
      `::notice ${file},line=3,col=3,endLine=3,endColumn=11,title=no-install-section::50%25%0Ax.service has no [Install] section: nodeup's \`systemctl enable\` links nothing, so the unit runs only when nodeup starts it, not at boot by itself. A manifest without \`useRawManifest\` is only the body of kops's [Service], and no hook field sets \`WantedBy=multi-user.target\`: write the whole unit with \`useRawManifest: true\` and put \`WantedBy=multi-user.target\` in its [Install] (the playground's quick fix does it).${page('no-install-section')}`,
      // An empty range (the end of the text): a line and a column, no end.
      `::error ${file},line=4,col=1,title=MISSING_CHAR::Missing closing "quote. Add the missing character.`,
    ].map((l) => `${l}\n`).join(''));
  });

  it('gives a range over several lines as line and endLine only, and leaves out file for standard input', async () => {
    const io = fakeIo({}, 'hooks:\n- name: folded\n  manifest: >\n    Type=oneshot\n    ExecStart=/bin/true\n');
    expect(await main(['lint', '-', '--format', 'github'], io)).toBe(1);
    expect(io.out.split('\n').filter((l) => l.includes('invalid-value'))).toEqual([
      '::warning line=4,endLine=5,title=invalid-value::`Type=oneshot ExecStart=/bin/true` is not valid: systemd expects one of simple, exec, forking, oneshot, dbus, notify, idle, so it ignores the setting on the node and uses the default.' + page('invalid-value'),
    ]);
  });

  it.each([
    ['plain text', 'plain text', 'plain text'],
    ['100%', '100%25', '100%25'],
    ['a\r\nb', 'a%0D%0Ab', 'a%0D%0Ab'],
    ['%0A stays literal', '%250A stays literal', '%250A stays literal'],
    ['a:b,c', 'a:b,c', 'a%3Ab%2Cc'],
  ])('escapes %j as data %j and as a property %j', (text, data, property) => {
    expect(escapeData(text)).toBe(data);
    expect(escapeProperty(text)).toBe(property);
  });
});
