import { describe, expect, it } from 'vitest';
import { analyze } from '../index.ts';
import { applyFixes } from './apply-fixes.ts';
import { RULES } from './rules/index.ts';
import { suppressFix } from './suppress-fix.ts';

const isRule = (code: string): boolean => Object.hasOwn(RULES, code);

const RAW = '- name: a.service\n  useRawManifest: true\n  manifest: |\n    [Service]\n    ExecStart=/opt/x\n';

/** The text after "Suppress CODE for this hook" on the first diagnostic of `code`, and what is left of that code. */
function suppress(text: string, code: string): { title: string | undefined; text: string | null; left: number } {
  const a = analyze(text);
  const d = a.diagnostics.find((x) => x.code === code);
  const fix = d && suppressFix(a, d, isRule);
  const after = fix ? applyFixes(text, [fix]) : null;
  return { title: fix?.title, text: after, left: after === null ? -1 : analyze(after).diagnostics.filter((x) => x.code === code).length };
}

describe('suppressFix', () => {
  it('writes the comment above the hook, and the finding goes', () => {
    expect(suppress(RAW, 'no-install-section')).toEqual({
      title: 'Suppress no-install-section for this hook',
      text: `# kops-hooks-disable-next-line no-install-section\n${RAW}`,
      left: 0,
    });
  });

  it('indents it as the hook\'s dash, inside a Cluster spec', () => {
    const spec = `apiVersion: kops.k8s.io/v1alpha2\nkind: Cluster\nmetadata:\n  name: c\nspec:\n  hooks:\n${RAW.replace(/^/gm, '  ')}`;
    const r = suppress(spec, 'no-install-section');
    expect(r.text).toBe(spec.replace('  - name: a.service', '  # kops-hooks-disable-next-line no-install-section\n  - name: a.service'));
    expect(r.left).toBe(0);
  });

  it('adds the rule to a comment already above the hook', () => {
    const text = `# kops-hooks-disable-next-line relative-executable -- on PATH\n${RAW.replace('/opt/x', 'x')}`;
    const r = suppress(text, 'no-install-section');
    expect(r.text).toBe(text.replace('relative-executable -- on PATH', 'relative-executable, no-install-section -- on PATH'));
    expect(r.left).toBe(0);
  });

  it('none for a YAML error, which is no rule', () => {
    expect(suppress('- name: "a\n', 'MISSING_CHAR').title).toBeUndefined();
  });
});
