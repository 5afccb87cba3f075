import { describe, expect, it } from 'vitest';
import { rulePage, rulePages } from '../scripts/rule-pages.ts';
import { RULES } from '../src/core/lint/rules/index.ts';
import { DOC_OPTIONS } from '../src/core/lint/rules/doc-options.ts';
import { runRule } from '../src/core/lint/run-rule.ts';

// Issue 46: a page per rule in the build (scripts/vite-rule-pages.ts), generated from the rule's
// own file. The examples it shows are the ones registry.test.ts runs; here they run once more as
// the page shows them (unescaped from its HTML), so that a page can never show an example that
// does not do what it says.
const unescape = (t: string): string => t.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&amp;/g, '&');
const example = (html: string, heading: string): string =>
  unescape(new RegExp(`<h2>${heading}</h2>\\n<pre><code>([^]*?)</code></pre>`).exec(html)?.[1] ?? '');

describe('rule pages', () => {
  it('has one page per rule and an index', () => {
    expect([...rulePages().keys()].sort()).toEqual(['rules/index.html', ...Object.keys(RULES).map((id) => `rules/${id}.html`)].sort());
  });

  it.each(Object.values(RULES))('$id: the failing example fails and the passing one passes, as the page shows them', (rule) => {
    const html = rulePage(rule);
    const options = DOC_OPTIONS[rule.id] ?? {};
    expect(runRule(rule.id, example(html, 'Failing example'), options).hits.length).toBeGreaterThan(0);
    expect(runRule(rule.id, example(html, 'Passing example'), options).hits).toEqual([]);
    expect(html).toContain(`<pre><code># kops-hooks-disable-next-line ${rule.id} -- why this is fine here</code></pre>`);
  });

  it('shows the releases and the citations a rule rests on', () => {
    const html = rulePage(RULES['use-kops-field']);
    expect(html).toContain('<code>sysctlParameters</code> from kops 1.17.0');
    expect(html).toContain('<li><code>1.17.0:pkg/apis/kops/cluster.go:185</code></li>');
    expect(html).toContain('<li><code>1.16.4:pkg/apis/kops/cluster.go</code></li>');
  });
});
