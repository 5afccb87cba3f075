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
// same). Node's documentation warns that flags set after start may misbehave; this one is set
// before any code of ours loads, and is still worth it. Measured again on Node 20.20.2: the
// installed tarball's `kops-hooks lint` of generated specs, with and without this line, 15 rounds
// each, alternating which ran first, identical output; medians of the process's CPU time (user +
// system, all threads): 10,000 hooks 2,664 ms with it, 2,871 ms without (paired ratio 0.93); 1,000
// hooks 657 and 699 ms (0.95). Wall time, on a machine that other work kept busy: 0.91 and 0.89.
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
