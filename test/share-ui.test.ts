import { describe, expect, it } from 'vitest';
import { analyze } from '../src/core/index.ts';
import { draftTitle } from '../src/ui/drafts/draft-record.ts';
import { pageUrl, readUrlParams, shareStateOf } from '../src/ui/share/url-state.ts';
import { shareMarkdown } from '../src/ui/share/markdown.ts';
import { viewOf } from '../src/ui/share/open-view.ts';

describe('recent drafts', () => {
  it.each([
    ['apiVersion: kops.k8s.io/v1alpha2\nkind: Cluster\nmetadata:\n  name: c.example.com\nspec:\n  hooks:\n  - name: "swap1.swap"  # the request\n', 'swap1.swap'],
    ['- name: bare.service\n  manifest: x\n', 'bare.service'],
    ['# only a comment\nhooks: []\n', 'hooks: []'],
    ['', '(empty)'],
    [`hooks:\n- manifest: ${'x'.repeat(60)}\n`, 'hooks:'],
  ])('names a draft by its first hook: %j → %s', (text, title) => {
    expect(draftTitle(text)).toBe(title);
  });
});

describe('url state', () => {
  it('reads the address', () => {
    expect(readUrlParams({ hash: '#v1.abc', search: '?embed&readonly&unit=a.service&example=01-swap&theme=dark' })).toEqual({
      fragment: 'v1.abc', example: '01-swap', embed: true, readonly: true, unit: 'a.service', theme: 'dark',
    });
    expect(readUrlParams({ hash: '', search: '' })).toEqual({ fragment: '', example: null, embed: false, readonly: false, unit: null, theme: null });
    // Only the two themes the page has; anything else follows the OS.
    expect(readUrlParams({ hash: '', search: '?theme=light' }).theme).toBe('light');
    expect(readUrlParams({ hash: '', search: '?theme=sepia' }).theme).toBeNull();
  });

  it('builds the address: drops what the fragment replaces, and the embed flags unless asked', () => {
    const loc = { origin: 'https://docs.example', pathname: '/play/', search: '?embed&readonly&unit=x&example=01&lang=en' };
    expect(pageUrl('#v1.abc', false, loc)).toBe('https://docs.example/play/?lang=en#v1.abc');
    expect(pageUrl('#v1.abc', true, loc)).toBe('https://docs.example/play/?embed&readonly&lang=en#v1.abc');
    expect(pageUrl('', false, { ...loc, search: '' })).toBe('https://docs.example/play/');
  });

  it('maps the store to a link state: proposal is a flag, "auto" runtime, Debian and no selection are left out, the output view is kept', () => {
    expect(shareStateOf({ text: 't', kopsVersion: 'proposal', runtime: 'auto', distro: 'debian', group: null, unit: null, outputView: 'units' })).toEqual({
      text: 't', kopsVersion: 'proposal', proposal: true, view: 'units',
    });
    expect(shareStateOf({ text: 't', kopsVersion: '1.22.6', runtime: 'docker', distro: 'flatcar', group: 'g', unit: 'u.service', outputView: 'problems' })).toEqual({
      text: 't', kopsVersion: '1.22.6', runtime: 'docker', distro: 'flatcar', group: 'g', unit: 'u.service', view: 'problems',
    });
  });

  it('reads a link\'s distro: none (links from before the control) and unknown ones are Debian', () => {
    expect(viewOf({ text: 't', kopsVersion: '1.36.2' }).distro).toBe('debian');
    expect(viewOf({ text: 't', kopsVersion: '1.36.2', distro: 'flatcar' }).distro).toBe('flatcar');
    expect(viewOf({ text: 't', kopsVersion: '1.36.2', distro: 'rhel' }).distro).toBe('rhel');
    expect(viewOf({ text: 't', kopsVersion: '1.36.2', distro: 'gentoo' }).distro).toBe('debian');
  });
});

describe('Copy as Markdown', () => {
  it('gives the YAML, each unit under its path, and the link, in fences the content cannot close', () => {
    const text = 'hooks:\n- name: a.service\n  manifest: |\n    Type=oneshot\n    ExecStart=/bin/echo ```\n';
    const analysis = analyze(text, { kopsVersion: '1.36.0' });
    const md = shareMarkdown(text, analysis, null, 'https://x.example/#v1.abc');
    expect(md.startsWith('**kops hooks** for kops 1.36.0, runtime ')).toBe(true);
    expect(md).toContain('[open in the playground](https://x.example/#v1.abc)');
    expect(md).toContain(`\`\`\`\`yaml\n${text}\`\`\`\``);
    const task = analysis.groups[0]?.tasks[0];
    expect(task?.definition).toBeTruthy();
    expect(md).toContain(`\`${task?.path}\`\n\n\`\`\`\`ini\n${task?.definition}`);
  });

  it('ends with the problems, as the Problems list orders them: syntax errors first, each with its line (issue 49)', () => {
    const text = 'hooks:\n- name: a.service\n  manifest: |\n    ExecStart=/bin/true\n bad: [\n';
    const analysis = analyze(text, { kopsVersion: '1.36.2', distro: 'flatcar' });
    const md = shareMarkdown(text, analysis, null, null);
    expect(md.split('\n')[0]).toBe('**kops hooks** for kops 1.36.2, runtime containerd (default), on Flatcar');
    const problems = md.slice(md.indexOf('\nProblems ('));
    const lines = problems.trim().split('\n');
    const counts = { error: 0, warning: 0, info: 0 };
    for (const d of analysis.diagnostics) counts[d.severity]++;
    expect(lines[0]).toBe(`Problems (${counts.error} error${counts.error === 1 ? '' : 's'}, ${counts.warning} warning${counts.warning === 1 ? '' : 's'}, ${counts.info} note${counts.info === 1 ? '' : 's'}):`);
    expect(lines.slice(2)).toHaveLength(analysis.diagnostics.length);
    // The first is yaml's: the flow sequence left open on line 5.
    expect(lines[2]).toMatch(/^- Error · line 5 · `[A-Z_]+`: /);
    for (const d of analysis.diagnostics) expect(lines).toContain(`- ${{ error: 'Error', warning: 'Warning', info: 'Note' }[d.severity]} · line ${text.slice(0, d.range.start).split('\n').length} · \`${d.code}\`: ${d.message}`);
  });
});
