// `npm pack` and `npm publish` run this as prepack and postpack: the tarball's package.json carries
// no scripts. npm 11 counts a `prepare` among the install scripts that its allowScripts policy must
// review whenever a package comes from anywhere but the registry (a tarball, git), so installing the
// tarball warned that kops-hook-playground "has install scripts not yet covered by allowScripts",
// and `npm install --strict-allow-scripts` refused it, though npm never runs `prepare` for a tarball.
// The checkout keeps its scripts: `prepare` builds the CLI after `npm ci` and in a git install (how
// pre-commit installs the hook). So prepack runs `prepare` itself and then swaps in package.json
// without `scripts` (npm reads that copy when it packs, so finds no `prepare` to run), and postpack
// puts the original back byte for byte. A pack that dies between the two leaves package.json without
// scripts (so npm would run no prepack again): `node scripts/pack-manifest.mjs postpack` restores it.
// Plain JavaScript, like prepare-cli.mjs.
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const MANIFEST = join(ROOT, 'package.json');
const BACKUP = join(ROOT, 'node_modules', '.cache', 'kops-hooks-pack', 'package.json');

/** Replaces `path` in one rename, so that a reader (a test, tsx) never sees half a file. */
function writeAtomically(path, text) {
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, path);
}

function restore() {
  if (!existsSync(BACKUP)) return;
  writeAtomically(MANIFEST, readFileSync(BACKUP));
  rmSync(BACKUP);
}

/** package.json as the tarball carries it: every field but `scripts`, in the same order and style. */
function packedManifest(text) {
  const { scripts: _scripts, ...rest } = JSON.parse(text);
  return `${JSON.stringify(rest, null, 2)}\n`;
}

function prepack() {
  const original = readFileSync(MANIFEST, 'utf8');
  mkdirSync(dirname(BACKUP), { recursive: true });
  writeAtomically(BACKUP, original);
  writeAtomically(MANIFEST, packedManifest(original));
}

const step = process.argv[2];
if (step === 'prepack') prepack();
else if (step === 'postpack') restore();
else throw new Error(`pack-manifest.mjs ${step ?? ''}: the steps are prepack and postpack`);
