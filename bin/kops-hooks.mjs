#!/usr/bin/env node
// The `kops-hooks` command. In a checkout (src/ sits beside bin/) it runs the TypeScript sources
// through tsx, a devDependency, so it always runs the code as it is now: a build left over from
// an earlier `npm ci` can never shadow an edit. The npm package has no src/ and runs the
// JavaScript that `npm run build:cli` compiled into dist-cli/ (vite.cli.config.ts), with no
// TypeScript at run time.
import { existsSync } from 'node:fs';

const source = new URL('../src/cli/main.ts', import.meta.url);
let main;
if (existsSync(source)) {
  let register;
  try {
    ({ register } = await import('tsx/esm/api'));
  } catch {
    process.stderr.write('kops-hooks: this checkout has no node_modules/tsx to run src/cli from; run npm ci first\n');
    process.exit(2);
  }
  register();
  ({ main } = await import(source.href));
} else {
  ({ main } = await import('../dist-cli/main.js'));
}
process.exitCode = await main(process.argv.slice(2));
