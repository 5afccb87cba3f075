import { describe, expect, it } from 'vitest';
import type { CliIo } from './io.ts';
import { parseOptions, readInput } from './options.ts';

const SPEC = { command: 'lint', allowed: ['kops-version', 'runtime', 'proposal', 'distro', 'format', 'fix'] as const, formats: ['text', 'json', 'sarif'] };

describe('parseOptions', () => {
  it('takes --flag value, --flag=value, booleans, -, -- and defaults the format', () => {
    const r = parseOptions(['a.yaml', '--kops-version', '1.10', '--runtime=docker', '--proposal', '--fix', '--distro', 'cos', '-', '--', '--x'], SPEC);
    expect(r).toEqual({ ok: true, options: {
      kopsVersion: '1.10', runtime: 'docker', proposal: true, fix: true, why: false, check: false, distro: 'cos', format: 'text', help: false, disable: [], only: [], positionals: ['a.yaml', '-', '--x'],
    } });
  });

  it('lint policy flags: --disable and --only repeat and split on commas; --max-warnings and --fail-on check their values', () => {
    const lint = { command: 'lint', allowed: ['disable', 'only', 'max-warnings', 'fail-on'] as const };
    const r = parseOptions(['--disable', 'a-rule', '--disable=b-rule,c-rule', '--only', 'd-rule', '--max-warnings', '0', '--fail-on=warning'], lint);
    expect(r.ok && [r.options.disable, r.options.only, r.options.maxWarnings, r.options.failOn]).toEqual([['a-rule', 'b-rule', 'c-rule'], ['d-rule'], 0, 'warning']);
    expect(parseOptions(['--max-warnings', '-1'], lint)).toEqual({ ok: false, error: 'kops-hooks lint: --max-warnings must be a whole number, not "-1" (see kops-hooks --help)\n' });
    expect(parseOptions(['--max-warnings', 'x'], lint)).toEqual({ ok: false, error: 'kops-hooks lint: --max-warnings must be a whole number, not "x" (see kops-hooks --help)\n' });
    expect(parseOptions(['--fail-on', 'notice'], lint)).toEqual({ ok: false, error: 'kops-hooks lint: --fail-on must be one of error, warning, info, not "notice" (see kops-hooks --help)\n' });
  });

  it.each([
    [['--ig', 'x'], 'kops-hooks lint: unknown option "--ig" (see kops-hooks --help)\n'],
    [['-x'], 'kops-hooks lint: unknown option "-x" (see kops-hooks --help)\n'],
    [['--format'], 'kops-hooks lint: option --format needs a value (see kops-hooks --help)\n'],
    [['--format', '--fix'], 'kops-hooks lint: option --format needs a value (see kops-hooks --help)\n'],
    [['--format='], 'kops-hooks lint: option --format needs a value (see kops-hooks --help)\n'],
    [['--distro', 'arch'], 'kops-hooks lint: --distro must be one of debian, rhel, flatcar, cos, not "arch" (see kops-hooks --help)\n'],
    [['--fix=1'], 'kops-hooks lint: option --fix takes no value (see kops-hooks --help)\n'],
  ])('rejects %j', (args, error) => {
    expect(parseOptions(args, SPEC)).toEqual({ ok: false, error });
  });

  it('takes --check where a command allows it (kops-hooks docs), as a flag without a value', () => {
    const docs = { command: 'docs', allowed: ['base', 'check'] as const };
    expect(parseOptions(['a.md', '--check', '--base', '/p/'], docs)).toMatchObject({ ok: true, options: { check: true, base: '/p/', positionals: ['a.md'] } });
    expect(parseOptions(['--check=yes'], docs)).toEqual({ ok: false, error: 'kops-hooks docs: option --check takes no value (see kops-hooks --help)\n' });
    expect(parseOptions(['--check'], SPEC)).toEqual({ ok: false, error: 'kops-hooks lint: unknown option "--check" (see kops-hooks --help)\n' });
  });

  it('notices -h and --help', () => {
    expect(parseOptions(['-h'], SPEC)).toMatchObject({ ok: true, options: { help: true } });
  });
});

describe('readInput', () => {
  const io = (files: Record<string, string | Error>, stdin = ''): CliIo => ({
    stdout: () => undefined, stderr: () => undefined, writeFile: async () => undefined,
    readStdin: async () => stdin,
    readFile: async (p) => {
      const f = files[p];
      if (f === undefined) throw Object.assign(new Error('nope'), { code: 'ENOENT' });
      if (f instanceof Error) throw f;
      return f;
    },
  });

  it('reads a file and stdin', async () => {
    expect(await readInput('a', io({ a: 'x: 1' }), 'render')).toEqual({ ok: true, text: 'x: 1', name: 'a' });
    expect(await readInput('-', io({}, 'y: 2'), 'render')).toEqual({ ok: true, text: 'y: 2', name: '<stdin>' });
  });

  it('explains missing files, directories and empty input in one line', async () => {
    expect(await readInput('b', io({}), 'lint')).toEqual({ ok: false, error: 'kops-hooks lint: cannot read b: no such file\n' });
    expect(await readInput('d', io({ d: Object.assign(new Error('x'), { code: 'EISDIR' }) }), 'lint'))
      .toEqual({ ok: false, error: 'kops-hooks lint: cannot read d: is a directory, not a YAML file\n' });
    expect(await readInput('e', io({ e: '\n' }), 'lint')).toEqual({ ok: false, error: 'kops-hooks lint: e is empty: nothing to lint\n' });
  });
});
