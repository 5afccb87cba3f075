import type { Rule } from '../src/core/lint/rule.ts';
import { rulePath } from '../src/core/lint/rule-path.ts';
import { RULES } from '../src/core/lint/rules/index.ts';
import { DOC_OPTIONS } from '../src/core/lint/rules/doc-options.ts';

const escape = (t: string): string => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** Doc text: `code` spans become <code>, the rest is escaped. */
const prose = (t: string): string => t.split('`').map((p, i) => (i % 2 === 1 ? `<code>${escape(p)}</code>` : escape(p))).join('');

const STYLE = 'body{font:16px/1.5 system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#1f2328;background:#fff}'
  + 'pre{background:#f6f8fa;padding:.75rem;overflow:auto;border-radius:6px}code{font-family:ui-monospace,monospace}'
  + '@media (prefers-color-scheme:dark){body{color:#e6edf3;background:#0d1117}pre{background:#161b22}a{color:#4493f8}}';

function page(title: string, body: string, up: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<title>${escape(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<nav><a href="${up}index.html">kops hook playground</a> › <a href="${up}rules/index.html">Lint rules</a></nav>
${body}
</body>
</html>
`;
}

/** One rule's page: what, why, the fix, a failing and a passing example, releases and citations, how to suppress. */
export function rulePage(rule: Rule): string {
  const d = rule.docs;
  const options = DOC_OPTIONS[rule.id];
  const sources = d.sources?.length ? `<ul>${d.sources.map((s) => `<li><code>${escape(s)}</code></li>`).join('')}</ul>` : '';
  return page(`${rule.id}: ${rule.title}`, `<main>
<h1><code>${escape(rule.id)}</code></h1>
<p><strong>${escape(rule.severity)}</strong>: ${prose(rule.title)}</p>
<h2>What it catches</h2>
<p>${prose(d.summary)}</p>
<h2>Why it matters on the node</h2>
<p>${prose(d.why)}</p>
<h2>How to fix it</h2>
<p>${prose(d.fix)}</p>
<h2>Failing example</h2>
<pre><code>${escape(d.bad)}</code></pre>
<h2>Passing example</h2>
<pre><code>${escape(d.good)}</code></pre>
${options ? `<p>Both examples are linted with ${prose(Object.entries(options).map(([k, v]) => `\`${k}: ${String(v)}\``).join(', '))}.</p>\n` : ''}<h2>kops releases</h2>
<p>${d.releases ? prose(d.releases) : 'Every kops release the playground renders.'}</p>
${sources ? `<p>Where kops (and the tools it runs) shows it, as <code>tag:path:line</code>:</p>\n${sources}\n` : ''}<h2>How to suppress it</h2>
<p>Above a hook (or a line of a manifest), with the reason after <code>--</code>:</p>
<pre><code># kops-hooks-disable-next-line ${escape(rule.id)} -- why this is fine here</code></pre>
<p>For a whole YAML document, at its top: <code># kops-hooks-disable ${escape(rule.id)}</code>. On the command line: <code>kops-hooks lint --disable ${escape(rule.id)}</code>.</p>
</main>`, '../');
}

/** The list of every rule, by id, with its severity and title. */
export function rulesIndexPage(): string {
  const rows = Object.values(RULES).map((r) => `<li><a href="${escape(r.id)}.html"><code>${escape(r.id)}</code></a> (${r.severity}): ${prose(r.title)}</li>`);
  return page('Lint rules', `<main>\n<h1>Lint rules</h1>\n<ul>\n${rows.join('\n')}\n</ul>\n</main>`, '../');
}

/** Every page, by its path in the build. */
export function rulePages(): Map<string, string> {
  const out = new Map<string, string>([['rules/index.html', rulesIndexPage()]]);
  for (const r of Object.values(RULES)) out.set(rulePath(r.id), rulePage(r));
  return out;
}
