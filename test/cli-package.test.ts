import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packAndInstall, type InstalledCli } from '../scripts/pack-and-install.ts';
import { runCli, type CliRun } from './run-cli.ts';

// The CLI as people install it: `npm pack` (which builds dist-cli/ through `prepare`), then an
// install of the tarball into an empty folder, from npm's cache. Issue "The CLI as people install it".
const ROOT = resolve(import.meta.dirname, '..');
const dir = mkdtempSync(join(tmpdir(), 'kops-hooks-pack-'));
const MANIFEST = join(ROOT, 'package.json');
let cli: InstalledCli;
let manifestBeforePack: string;
beforeAll(() => {
  manifestBeforePack = readFileSync(MANIFEST, 'utf8');
  cli = packAndInstall(dir);
}, 240_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the installed `kops-hooks` through its node_modules/.bin link, from the checkout's root. */
function runInstalled(args: string[]): CliRun {
  const r = spawnSync(join(cli.root, 'node_modules/.bin/kops-hooks'), args, { cwd: ROOT, encoding: 'utf8', timeout: 30_000 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('the packed kops-hooks', () => {
  it('holds the command, its compiled build, the README, the licence and package.json: no sources, tests or fixtures', () => {
    const isShared = (f: string) => f.startsWith('dist-cli/shared/');
    expect(cli.files.filter((f) => !isShared(f))).toEqual([
      'LICENSE',
      'README.md',
      'bin/kops-hooks.mjs',
      'dist-cli/diff.js',
      'dist-cli/graph.js',
      'dist-cli/link.js',
      'dist-cli/lint.js',
      'dist-cli/main.js',
      'dist-cli/render.js',
      'package.json',
    ]);
    // Code that several commands share, in chunks the bundler names.
    expect(cli.files.filter(isShared).length).toBeGreaterThan(0);
    for (const f of cli.files.filter(isShared)) expect(f).toMatch(/^dist-cli\/shared\/[\w-]+\.js$/);
  });

  it('installs only its run-time dependencies: no React, Monaco, TypeScript, tsx or Vite', () => {
    expect(cli.packages).toEqual(['node_modules/diff', 'node_modules/fflate', 'node_modules/kops-hook-playground', 'node_modules/yaml']);
    const manifest = JSON.parse(readFileSync(join(cli.root, 'node_modules/kops-hook-playground/package.json'), 'utf8')) as { bin: unknown; engines: unknown };
    expect(manifest.bin).toEqual({ 'kops-hooks': 'bin/kops-hooks.mjs' });
    expect(manifest.engines).toEqual({ node: '>=20.19' });
  });

  it('carries package.json without scripts, so an install runs none and npm has none to review; the checkout keeps its own', () => {
    // npm 11 lists a tarball's `prepare` for review though it never runs it: `npm install
    // --strict-allow-scripts` (packAndInstall) failed on it, and a plain install warned.
    const installed = JSON.parse(readFileSync(join(cli.root, 'node_modules/kops-hook-playground/package.json'), 'utf8')) as Record<string, unknown>;
    const { scripts, ...rest } = JSON.parse(manifestBeforePack) as Record<string, unknown>;
    expect(scripts).toHaveProperty('prepare');
    expect(installed).toEqual(rest);
    expect(readFileSync(MANIFEST, 'utf8')).toBe(manifestBeforePack);
  });

  it.each([
    [['--help']],
    [['render', 'fixtures/seed-swap/input.yaml', '--kops-version', '1.10.1']],
    [['render', 'fixtures/ig-disabled-inversion/input.yaml', '--kops-version', '1.23.0', '--format', 'json']],
    [['render', 'fixtures/abort-duplicate-task/input.yaml', '--format', 'markdown']],
    [['render', 'fixtures/worked-containerd/input.yaml', '--ig', 'Node', '--distro', 'rhel']],
    [['lint', 'test/systemd-corpus/seed-request.yaml', '--kops-version', '1.10.1', '--format', 'github']],
    [['lint', 'test/systemd-corpus/seed-request.yaml', '--format', 'sarif']],
    [['link', 'fixtures/skipped/input.yaml', '--kops-version', '1.28']],
    [['rendr', 'x.yaml']],
  ])('prints what the checkout prints for %j, with the same exit code', (args) => {
    const installed = runInstalled(args);
    expect(installed).toEqual(runCli(args));
    expect(installed.stdout + installed.stderr).not.toBe('');
  });
});
