import { spawnSync } from 'node:child_process';
import { existsSync, lstatSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packAndInstall, type InstalledCli } from '../scripts/pack-and-install.ts';
import { npmWithPrefix, snapshotRepository, type NpmRun } from './git-snapshot.ts';
import { runCli, type CliRun } from './run-cli.ts';

// The CLI as people install it: `npm pack` (whose prepack builds dist-cli/), then an install of the
// tarball into an empty folder, from npm's cache; and installs from git, as the README's CI job and
// pre-commit make them. Issue "The CLI as people install it".
const ROOT = resolve(import.meta.dirname, '..');
const dir = mkdtempSync(join(tmpdir(), 'kops-hooks-pack-'));
const MANIFEST = join(ROOT, 'package.json');
let cli: InstalledCli;
let manifestBeforePack: string;
let buildBeforePack: string[];

/** The checkout's dist-cli/ (what prepack rebuilds), as `file mtime` lines; [] when there is none. */
function checkoutBuild(): string[] {
  const build = join(ROOT, 'dist-cli');
  if (!existsSync(build)) return [];
  return readdirSync(build, { recursive: true, encoding: 'utf8' }).sort().map((f) => `${f} ${statSync(join(build, f)).mtimeMs}`);
}

beforeAll(() => {
  manifestBeforePack = readFileSync(MANIFEST, 'utf8');
  buildBeforePack = checkoutBuild();
  cli = packAndInstall(dir);
}, 240_000);
// The git installs below leave two builds with their devDependencies here: on a busy machine their removal takes a while.
afterAll(() => rmSync(dir, { recursive: true, force: true }), 120_000);

/** Runs an installed `kops-hooks` (the link npm made for it) from the checkout's root, as runCli runs the checkout's. */
function runBin(bin: string, args: string[]): CliRun {
  const r = spawnSync(bin, args, { cwd: ROOT, encoding: 'utf8', timeout: 30_000, env: { ...process.env, NO_COLOR: '1' } });
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
      'dist-cli/docs.js',
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

  it('is packed from a copy of the checkout: its package.json and dist-cli/ are as they were, whatever happens to the pack', () => {
    expect(cli.tarball.startsWith(dir)).toBe(true);
    expect(readFileSync(join(dir, 'tree', 'package.json'), 'utf8')).toBe(manifestBeforePack);
    expect(readdirSync(join(dir, 'tree', 'dist-cli'))).toContain('main.js');
    expect(checkoutBuild()).toEqual(buildBeforePack);
  });

  it.each([
    [['--help']],
    [['--version']],
    [['render', 'fixtures/seed-swap/input.yaml', '--kops-version', '1.10.1']],
    [['render', 'fixtures/ig-disabled-inversion/input.yaml', '--kops-version', '1.23.0', '--format', 'json']],
    [['render', 'fixtures/abort-duplicate-task/input.yaml', '--format', 'markdown']],
    [['render', 'fixtures/worked-containerd/input.yaml', '--ig', 'Node', '--distro', 'rhel']],
    [['lint', 'test/systemd-corpus/seed-request.yaml', '--kops-version', '1.10.1', '--format', 'github']],
    [['lint', 'test/systemd-corpus/seed-request.yaml', '--format', 'sarif']],
    [['link', 'fixtures/skipped/input.yaml', '--kops-version', '1.28']],
    [['docs', 'test/fixtures/docs/hooks.md', '--base', 'https://kops.example/playground/', '--check']],
    [['rendr', 'x.yaml']],
  ])('prints what the checkout prints for %j, with the same exit code', (args) => {
    const installed = runBin(join(cli.root, 'node_modules/.bin/kops-hooks'), args);
    expect(installed).toEqual(runCli(args));
    expect(installed.stdout + installed.stderr).not.toBe('');
  });
});

// The CLI installed from git, as the README's CI job and pre-commit install it. A global install
// from git of a package with a `prepare` script is where npm has long gone wrong (npm/cli#3692,
// #6984): without `--install-links`, npm 11 left the package as empty folders of a deleted clone.
const README = readFileSync(join(ROOT, 'README.md'), 'utf8');
const URL = 'git+https://github.com/OWNER/kops-hook-playground.git';
/** pre-commit's install of a `language: node` hook (pre-commit v4.6.2:pre_commit/languages/node.py), run in its clone. */
const PRE_COMMIT_INSTALL = ['install', '--allow-git=root', '--install-links', '-g'];

const gitDir = join(dir, 'git');
const repo = join(gitDir, 'repo');
const prefixes = { readme: join(gitDir, 'readme'), preCommit: join(gitDir, 'pre-commit') };
let installs: { readme: NpmRun; preCommit: NpmRun };

/** The README's install command from git, as its words; every place it appears says the same. */
function readmeInstall(): string[] {
  const commands = [...README.matchAll(/npm install -g [^`\n]*?git\+https:\S+?\.git/g)].map((m) => m[0]);
  expect(commands.length).toBeGreaterThanOrEqual(2);
  expect(new Set(commands).size).toBe(1);
  return commands[0]!.split(' ');
}

describe('kops-hooks installed from git', () => {
  beforeAll(async () => {
    // After the tarball's tests, in this file: npm pack swaps package.json for a copy without
    // scripts while it packs, and a snapshot taken then would have no `prepare` to build with.
    const url = snapshotRepository(repo);
    const readme = readmeInstall().slice(1).map((word) => (word === URL ? url : word));
    // Both at once: each builds the CLI in a clone of its own.
    const [a, b] = await Promise.all([npmWithPrefix(readme, gitDir, prefixes.readme), npmWithPrefix([...PRE_COMMIT_INSTALL, url], repo, prefixes.preCommit)]);
    installs = { readme: a, preCommit: b };
  }, 600_000);

  describe.each([
    ['the README', 'readme'],
    ['pre-commit', 'preCommit'],
  ] as const)('as %s installs it', (_, which) => {
    it('installs a folder of its own holding what the tarball holds, built', () => {
      expect(installs[which].status, installs[which].output).toBe(0);
      const installed = join(prefixes[which], 'lib', 'node_modules', 'kops-hook-playground');
      expect(lstatSync(installed).isSymbolicLink()).toBe(false);
      expect(readdirSync(installed).sort()).toEqual(['LICENSE', 'README.md', 'bin', 'dist-cli', 'node_modules', 'package.json']);
      expect(readdirSync(join(installed, 'dist-cli'))).toContain('main.js');
    });

    it('renders what the checkout renders, and lints staged files as pre-commit runs the hook', () => {
      const render = ['render', 'fixtures/seed-swap/input.yaml', '--kops-version', '1.10.1'];
      expect(runBin(join(prefixes[which], 'bin', 'kops-hooks'), render)).toEqual(runCli(render));
      const lint = ['lint', '--kops-version', '1.30', 'fixtures/seed-swap/input.yaml', 'fixtures/skipped/input.yaml'];
      const linted = runBin(join(prefixes[which], 'bin', 'kops-hooks'), lint);
      expect(linted).toEqual(runCli(lint));
      expect(linted.status).toBe(1);
    });
  });
});
