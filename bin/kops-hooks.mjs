#!/usr/bin/env node
// The installed `kops-hooks` command: loads the TypeScript CLI through tsx, which npm installs
// as a dependency, so there is no build step to forget.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/cli/main.ts');
process.exitCode = await main(process.argv.slice(2));
