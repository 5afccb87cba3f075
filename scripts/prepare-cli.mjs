// `npm run prepare`: builds the CLI into dist-cli/ (vite.cli.config.ts). npm runs it after
// `npm ci` in a checkout, and when it installs the package from git, after installing the
// devDependencies into the clone (`npm pack` and `npm publish` run it from prepack, before
// pack-manifest.mjs). Plain JavaScript: it may run before tsx is installed.
//
// One case needs help: npm 11 (pacote < 22) prepares a git install made with `-g`, which is how
// pre-commit installs `language: node` hooks, as a global install too, so the clone gets no
// devDependencies and there is no vite to build with (npm/cli#8440, fixed by pacote#494). Then
// install them here, from the lockfile, without scripts (which would run this again).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const run = (args) => execFileSync(npm, args, { stdio: 'inherit', shell: process.platform === 'win32' });

if (!existsSync('node_modules/vite/package.json') && process.env.npm_config_global === 'true') {
  run(['ci', '--global=false', '--include=dev', '--ignore-scripts', '--no-audit', '--no-fund']);
}
run(['run', 'build:cli']);
