import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { copyWorkingTree, linkNodeModules } from './copy-tree.ts';

export const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** The package as a user gets it: the tarball and an installation of it. */
export interface InstalledCli {
  /** Absolute path of the `.tgz` that `npm pack` wrote. */
  tarball: string;
  /** Paths inside the tarball, as `npm pack` lists them (sorted). */
  files: string[];
  /** Folder holding the installation (its package.json and node_modules/). */
  root: string;
  /** The installed `kops-hooks` script (node_modules/<package>/bin/kops-hooks.mjs). */
  bin: string;
  /** Every package the installation brought, as lockfile paths (`node_modules/yaml`), sorted. */
  packages: string[];
}

/**
 * Runs `npm pack` (whose prepack builds the CLI) in a copy of the checkout, `dir/tree`, into
 * `dir`, then installs the tarball into `dir/install` the way a careful user would: with
 * `--strict-allow-scripts`, which npm 11 fails when a package would run an install script nobody
 * approved, and from npm's cache when it can (`--prefer-offline`: after `npm ci` the run-time
 * dependencies are there). The checkout is never touched: prepack swaps package.json and
 * rebuilds dist-cli/ in the copy, so a run that dies midway leaves the checkout as it was. Takes
 * a few seconds; throws with npm's output when a step fails.
 */
export function packAndInstall(dir: string): InstalledCli {
  const tree = join(dir, 'tree');
  mkdirSync(tree, { recursive: true });
  copyWorkingTree(tree);
  linkNodeModules(tree);
  const json = execFileSync(NPM, ['pack', '--json', '--foreground-scripts=false', '--pack-destination', dir], {
    cwd: tree,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const [packed] = JSON.parse(json) as Array<{ name: string; filename: string; files: Array<{ path: string }> }>;
  if (!packed) throw new Error(`npm pack printed no package: ${json}`);
  const tarball = join(dir, packed.filename);
  const root = join(dir, 'install');
  mkdirSync(root, { recursive: true });
  writeFileSync(join(root, 'package.json'), '{ "name": "kops-hooks-install", "private": true }\n');
  execFileSync(NPM, ['install', '--strict-allow-scripts', '--prefer-offline', '--no-audit', '--no-fund', tarball], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as { packages: Record<string, unknown> };
  return {
    tarball,
    files: packed.files.map((f) => f.path).sort(),
    root,
    bin: join(root, 'node_modules', packed.name, 'bin', 'kops-hooks.mjs'),
    packages: Object.keys(lock.packages).filter((p) => p !== '').sort(),
  };
}
