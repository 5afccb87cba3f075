#!/usr/bin/env node
// The `kops-hooks` command. In a checkout (src/ sits beside bin/) it runs the TypeScript sources
// through tsx, a devDependency, so it always runs the code as it is now: a build left over from
// an earlier `npm ci` can never shadow an edit. The npm package has no src/ and runs the
// JavaScript that `npm run build:cli` compiled into dist-cli/ (vite.cli.config.ts), with no
// TypeScript at run time.
import { existsSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';

// A lint is one pass over a spec: each hot loop runs once, so V8's optimising compiler is paid for
// and hardly repaid, and its inlining is most of that price (on a helper thread, CPU time all the
// same). Without inlining, a 10,000-hook lint took 7% less CPU and 2% less wall time, a 1,000-hook
// one the same (npm run bench; alternated runs, identical output). Set before any code of ours loads.
setFlagsFromString('--no-turbo-inlining');

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
// A reader that stops early (`kops-hooks lint big.yaml | head`) closes the pipe: the rest of the
// output has nowhere to go, which is no error of ours (Node would throw EPIPE with a stack trace).
const outputs = [process.stdout, process.stderr];
for (const stream of outputs) {
  stream.on('error', (error) => {
    if (error.code !== 'EPIPE' && error.code !== 'ERR_STREAM_DESTROYED') throw error;
  });
}
process.exitCode = await main(process.argv.slice(2));
// Exit as soon as the output has reached the OS (a write to a full pipe finishes later), rather
// than when Node has torn the heap down: after a 10,000-hook lint that took 35-40 ms longer.
await Promise.all(outputs.map((stream) => new Promise((done) => stream.write('', done))));
process.exit();
