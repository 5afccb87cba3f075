import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../index.ts';
import { RULES } from './index.ts';
import { DOC_OPTIONS } from './doc-options.ts';
import { runRule } from '../run-rule.ts';

const dir = new URL('.', import.meta.url).pathname;
const files = readdirSync(dir);
const ruleFiles = files.filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'index.ts' && f !== 'doc-options.ts').map((f) => f.slice(0, -3));

describe('rule registry (meta-test)', () => {
  it('lists every rule file, keyed by id = file name = meta id, each id unique and kebab-case', () => {
    expect(Object.keys(RULES).sort()).toEqual(ruleFiles.sort());
    for (const [key, rule] of Object.entries(RULES)) {
      expect(rule.id).toBe(key);
      expect(rule.id).toMatch(/^[a-z]+(-[a-z0-9]+)*$/);
    }
    expect(new Set(Object.values(RULES).map((r) => r.id)).size).toBe(Object.keys(RULES).length);
  });

  it.each(Object.values(RULES))('$id has a severity, a title, complete docs and a test table', (rule) => {
    expect(['error', 'warning', 'info']).toContain(rule.severity);
    expect(rule.title.length).toBeGreaterThan(5);
    for (const part of ['summary', 'why', 'fix', 'bad', 'good'] as const) expect(rule.docs[part].trim().length).toBeGreaterThan(10);
    expect(files).toContain(`${rule.id}.test.ts`);
  });

  it.each(Object.values(RULES))('$id: its bad example triggers it and its good example does not', (rule) => {
    const options = DOC_OPTIONS[rule.id] ?? {};
    expect(runRule(rule.id, rule.docs.bad, options).hits.length).toBeGreaterThan(0);
    expect(runRule(rule.id, rule.docs.good, options).hits).toEqual([]);
  });

  it('gives every diagnostic whose code is a rule id that rule\'s severity', () => {
    const texts = Object.values(RULES).flatMap((r) => [r.docs.bad, r.docs.good]);
    let seen = 0;
    for (const text of texts) {
      for (const d of analyze(text).diagnostics) {
        const rule = (RULES as Record<string, { severity: string; severities?: Record<string, string> }>)[d.code];
        if (!rule) continue;
        seen++;
        const allowed = rule.severities && d.severity in rule.severities ? d.severity : rule.severity;
        expect(`${d.code}: ${d.severity}`).toBe(`${d.code}: ${allowed}`);
      }
    }
    expect(seen).toBeGreaterThan(50);
  });
});
