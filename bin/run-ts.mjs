#!/usr/bin/env node
// Runs a TypeScript entry point under tsx's loader (Node 20 cannot strip types by itself).
import { register } from 'tsx/esm/api';
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';

register();
const [entry, ...rest] = process.argv.slice(2);
if (!entry) {
  process.stderr.write('usage: run-ts.mjs FILE.ts [ARGS...]\n');
  process.exit(2);
}
process.argv = [process.argv[0], resolve(entry), ...rest];
await import(pathToFileURL(resolve(entry)).href);
