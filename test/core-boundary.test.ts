import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The purity of src/core is enforced by lint, not review: this proves the rule bites.
const eslint = new ESLint();

async function ruleIds(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => `${m.line}:${m.ruleId}`);
}

describe('src/core import boundary', () => {
  it.each([
    ["import React from 'react';", '1:no-restricted-imports'],
    ["import * as monaco from 'monaco-editor';", '1:no-restricted-imports'],
    ["import { create } from 'zustand';", '1:no-restricted-imports'],
    ["import { readFile } from 'node:fs/promises';", '1:no-restricted-imports'],
    ["import { useStore } from '../ui/store/store.ts';", '1:no-restricted-imports'],
    ['export const w = window.innerWidth;', '1:no-restricted-globals'],
    ['export const l = localStorage.length;', '1:no-restricted-globals'],
  ])('rejects %s', async (code, expected) => {
    expect(await ruleIds(`${code}\nexport {};\n`, 'src/core/kops/probe.ts')).toContain(expected);
  });

  it('accepts the yaml parser and relative core imports', async () => {
    const code = "import { parseDocument } from 'yaml';\nimport type { Spec } from '../types.ts';\nexport const f = (s: Spec) => [s, parseDocument];\n";
    expect(await ruleIds(code, 'src/core/kops/probe.ts')).toEqual([]);
  });

  it('lets the UI import React', async () => {
    expect(await ruleIds("import React from 'react';\nexport const r = React;\n", 'src/ui/probe.ts')).toEqual([]);
  });
});

describe('exports of code that can end up in the page entry', () => {
  it.each([
    ['export let count = 0;\ncount++;', 'src/core/kops/probe.ts'],
    ['export let count = 0;\ncount++;', 'src/ui/probe.ts'],
  ])('rejects %s in %s (later chunks would read a stale value)', async (code, file) => {
    expect(await ruleIds(code, file)).toEqual(['1:no-restricted-syntax']);
  });

  it('accepts const, function and class exports', async () => {
    expect(await ruleIds('export const a = 1;\nexport function f() { return a; }\nexport class C {}\n', 'src/ui/probe.ts')).toEqual([]);
  });
});

describe('the page entry keeps lint out of its first paint', () => {
  it('rejects a value import of core/index.ts in the UI', async () => {
    expect(await ruleIds("import { analyze } from '../core/index.ts';\nexport const a = analyze;\n", 'src/ui/probe.ts'))
      .toEqual(['1:@typescript-eslint/no-restricted-imports']);
  });
  it('accepts a type import of it, and value imports from the defining module', async () => {
    const code = "import type { Analysis } from '../core/index.ts';\nimport { nodeupActions } from '../core/kops/nodeup-actions.ts';\nexport const f = (a: Analysis) => [a, nodeupActions];\n";
    expect(await ruleIds(code, 'src/ui/probe.ts')).toEqual([]);
  });
});
