import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// bin/kops-hooks.mjs picks what to run: the TypeScript sources when they sit beside it (a
// checkout), else the compiled dist-cli/ (the npm package). A build left in a checkout must never
// shadow the sources. Checked on a copy of the bin with a stand-in main of each kind.
const ROOT = resolve(import.meta.dirname, '..');
const dir = mkdtempSync(join(tmpdir(), 'kops-hooks-bin-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A copy of the bin beside stand-in mains; `build`: true for the default compiled main, or its source. */
function layout(name: string, parts: { source?: boolean; build?: boolean | string; nodeModules?: boolean }): string {
  const root = join(dir, name);
  mkdirSync(join(root, 'bin'), { recursive: true });
  copyFileSync(join(ROOT, 'bin/kops-hooks.mjs'), join(root, 'bin/kops-hooks.mjs'));
  writeFileSync(join(root, 'package.json'), '{ "type": "module" }\n');
  if (parts.source) {
    mkdirSync(join(root, 'src/cli'), { recursive: true });
    // Type annotations: only runs through tsx.
    writeFileSync(join(root, 'src/cli/main.ts'), 'export async function main(argv: string[]): Promise<number> {\n  process.stdout.write(`source ${argv.join(" ")}`);\n  return 3;\n}\n');
  }
  if (parts.build) {
    mkdirSync(join(root, 'dist-cli'), { recursive: true });
    const main = typeof parts.build === 'string' ? parts.build : 'export async function main(argv) {\n  process.stdout.write(`build ${argv.join(" ")}`);\n  return 4;\n}\n';
    writeFileSync(join(root, 'dist-cli/main.js'), main);
  }
  if (parts.nodeModules) symlinkSync(join(ROOT, 'node_modules'), join(root, 'node_modules'), 'dir');
  return join(root, 'bin/kops-hooks.mjs');
}

function run(bin: string) {
  const r = spawnSync(process.execPath, [bin, 'render', 'x.yaml'], { encoding: 'utf8', timeout: 30_000 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('bin/kops-hooks.mjs', () => {
  it('in a checkout runs the sources through tsx, even when an older build sits in dist-cli/', () => {
    expect(run(layout('checkout', { source: true, build: true, nodeModules: true }))).toEqual({ status: 3, stdout: 'source render x.yaml', stderr: '' });
  });

  it('in the npm package (no src/) runs the build, with no TypeScript tooling installed', () => {
    expect(run(layout('package', { build: true }))).toEqual({ status: 4, stdout: 'build render x.yaml', stderr: '' });
  });

  // The bin turns TurboFan's inlining off before any of our code loads (its comment says why). A
  // stand-in main with a hot loop around a small function: traced, V8 reports each inlining.
  it('runs the CLI with TurboFan inlining off', () => {
    const hot = 'const add = (a, b) => a + (b & 7);\nexport async function main() {\n  let s = 0;\n  for (let i = 0; i < 5e6; i++) s = add(s, i);\n  process.stdout.write(String(s));\n  return 0;\n}\n';
    const bin = layout('inlining', { build: hot });
    const traced = (args: string[]) => spawnSync(process.execPath, ['--trace-turbo-inlining', ...args], { encoding: 'utf8', timeout: 30_000 });
    const inlined = (out: string) => out.split('\n').filter((l) => l.startsWith('Inlining ')).length;
    // The same main loaded without the bin: the trace shows `add` inlined, so the check below can fail.
    const bare = traced(['--input-type=module', '-e', `const { main } = await import(${JSON.stringify(join(dir, 'inlining/dist-cli/main.js'))}); await main();`]);
    expect(inlined(bare.stdout)).toBeGreaterThan(0);
    const viaBin = traced([bin]);
    expect({ status: viaBin.status, inlined: inlined(viaBin.stdout), sum: viaBin.stdout.split('\n').at(-1) }).toEqual({ status: 0, inlined: 0, sum: '17500000' });
  });

  // The bin exits explicitly; output larger than a pipe's buffer is still being written then.
  it('exits with the code main returns once all its output is written', () => {
    const bin = layout('flush', { build: "export async function main() {\n  process.stdout.write('x'.repeat(4_000_000) + 'end');\n  process.stderr.write('e'.repeat(1_000_000));\n  return 5;\n}\n" });
    const r = spawnSync(process.execPath, [bin], { encoding: 'utf8', timeout: 30_000, maxBuffer: 16_000_000 });
    expect({ status: r.status, stdout: r.stdout.length, end: r.stdout.endsWith('xend'), stderr: r.stderr.length }).toEqual({ status: 5, stdout: 4_000_003, end: true, stderr: 1_000_000 });
  });

  it('stops quietly with main\'s exit code when the reader closes the pipe early (| head)', async () => {
    const bin = layout('epipe', { build: "export async function main() {\n  for (let i = 0; i < 200; i++) process.stdout.write('line\\n'.repeat(5_000));\n  await new Promise((r) => setTimeout(r, 50));\n  process.stdout.write('after\\n');\n  return 3;\n}\n" });
    const child = spawn(process.execPath, [bin], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    // Like head: read the first chunk, then close the pipe.
    child.stdout.once('data', () => child.stdout.destroy());
    const status = await new Promise((done) => child.on('close', (code) => done(code)));
    expect({ status, stderr }).toEqual({ status: 3, stderr: '' });
  });

  it('in a checkout without node_modules says to run npm ci, exit 2', () => {
    expect(run(layout('bare-checkout', { source: true, build: true }))).toEqual({
      status: 2, stdout: '', stderr: 'kops-hooks: this checkout has no node_modules/tsx to run src/cli from; run npm ci first\n',
    });
  });
});
