import { spawnSync } from 'node:child_process';
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

function layout(name: string, parts: { source?: boolean; build?: boolean; nodeModules?: boolean }): string {
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
    writeFileSync(join(root, 'dist-cli/main.js'), 'export async function main(argv) {\n  process.stdout.write(`build ${argv.join(" ")}`);\n  return 4;\n}\n');
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

  it('in a checkout without node_modules says to run npm ci, exit 2', () => {
    expect(run(layout('bare-checkout', { source: true, build: true }))).toEqual({
      status: 2, stdout: '', stderr: 'kops-hooks: this checkout has no node_modules/tsx to run src/cli from; run npm ci first\n',
    });
  });
});
