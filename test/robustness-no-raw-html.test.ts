import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { CSP } from '../scripts/vite-csp.ts';

// Issue 8: a link can never run script. User text reaches the DOM only as text, never through an
// HTML-parsing sink, and the CSP forbids inline and remote script and eval.
const ROOT = resolve(import.meta.dirname, '..');
const SINKS = /dangerouslySetInnerHTML|\.innerHTML\b|\.outerHTML\b|insertAdjacentHTML|createContextualFragment|parseFromString|document\.write|\bsrcdoc\b/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return sources(p);
    return /\.(ts|tsx)$/.test(e.name) && !/\.test\.ts$/.test(e.name) ? [p] : [];
  });
}

describe('no raw HTML in the UI', () => {
  it('no file under src/ui (nor src/core) mentions an HTML-parsing sink', () => {
    const files = [...sources(join(ROOT, 'src/ui')), ...sources(join(ROOT, 'src/core'))];
    expect(files.length).toBeGreaterThan(50);
    const hits = files.flatMap((f) => readFileSync(f, 'utf8').split('\n').map((line, i) => [f, i + 1, line] as const))
      .filter(([, , line]) => SINKS.test(line))
      .map(([f, n, line]) => `${f.slice(ROOT.length + 1)}:${n}: ${line.trim()}`);
    expect(hits).toEqual([]);
  });

  it.each([
    ['dangerouslySetInnerHTML', 'export const X = (p: { s: string }) => <div dangerouslySetInnerHTML={{ __html: p.s }} />;'],
    ['innerHTML', 'export function f(e: HTMLElement, s: string): void { e.innerHTML = s; }'],
    ['outerHTML', 'export function f(e: HTMLElement, s: string): void { e.outerHTML = s; }'],
    ['insertAdjacentHTML', "export function f(e: HTMLElement, s: string): void { e.insertAdjacentHTML('beforeend', s); }"],
    ['document.write', 'export function f(s: string): void { document.write(s); }'],
    ['createContextualFragment', 'export function f(s: string): DocumentFragment { return document.createRange().createContextualFragment(s); }'],
  ])('eslint refuses %s in src/ui', async (_sink, code) => {
    const eslint = new ESLint({ cwd: ROOT });
    const [result] = await eslint.lintText(code, { filePath: join(ROOT, 'src/ui/robustness-probe.tsx') });
    expect(result?.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message)).toHaveLength(1);
  }, 60_000);
});

describe('Content-Security-Policy of the built page', () => {
  const directives = new Map(CSP.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name ?? '', values]));

  it("is default-src 'self', scripts from the origin only, no eval, no plugins", () => {
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('base-uri')).toEqual(["'self'"]);
    expect(directives.get('form-action')).toEqual(["'none'"]);
    expect(directives.get('connect-src')).toEqual(["'self'"]);
  });

  it('names no remote origin and allows no unsafe-eval anywhere', () => {
    expect(CSP).not.toMatch(/unsafe-eval|wasm-unsafe-eval|https?:|\*|unsafe-hashes/);
    for (const values of directives.values()) {
      for (const v of values) expect(v).toMatch(/^('self'|'none'|'unsafe-inline'|data:|blob:)$/);
    }
    // 'unsafe-inline' only for styles (Monaco injects <style> at run time), never for scripts.
    const inline = [...directives].filter(([, values]) => values.includes("'unsafe-inline'")).map(([name]) => name);
    expect(inline).toEqual(['style-src']);
  });
});
