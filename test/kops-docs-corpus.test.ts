import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { renderMarkdown } from '../src/cli/commands/render-markdown.ts';
import { analyze, type Analysis } from '../src/core/index.ts';
import { NEWEST_KOPS_VERSION } from '../src/core/kops/behaviour.ts';
import { decodeShareLink, encodeShareLink } from '../src/core/share/index.ts';
import { describeCorpus, KOPS_DOCS } from './corpus.ts';

// Every hook example kops publishes, as a reader pastes it from kops's docs (../shared/kops-docs):
// it renders, lints and goes through a permalink unchanged. What the playground says about each
// is pinned in test/fixtures/kops-docs/NAME.md (UPDATE_GOLDEN=1 rewrites them; review the diff).

const GOLDEN = join(import.meta.dirname, 'fixtures', 'kops-docs');
const UPDATE = process.env.UPDATE_GOLDEN === '1';

/** Line and column (1-based) of an offset. */
function at(text: string, offset: number): string {
  const before = text.slice(0, offset).split('\n');
  return `${before.length}:${(before.at(-1)?.length ?? 0) + 1}`;
}

/** What the playground says: the problems, each where it is, then the units of every group (as the Markdown export has them). */
function says(name: string, a: Analysis): string {
  const problems = a.diagnostics.map((d) => `- ${at(a.text, d.range.start)} ${d.severity} ${d.code}: ${d.message}`);
  return `<!-- ../shared/kops-docs/${name} at kops ${NEWEST_KOPS_VERSION}: test/kops-docs-corpus.test.ts -->\n\n## Problems\n\n${problems.join('\n') || 'none'}\n\n${renderMarkdown(a, a.groups)}`;
}

const problemsOf = (a: Analysis, code: string): string[] => a.diagnostics.filter((d) => d.code === code).map((d) => `${at(a.text, d.range.start)} ${d.severity}`);

describeCorpus(KOPS_DOCS, "every hook example of kops's docs, as published", () => {
  it('is there', () => {
    expect(KOPS_DOCS.files().map((f) => f.name)).toEqual([
      'cluster_spec-L1119-1174.yaml',
      'cluster_spec-L1180-1188.yaml',
      'cluster_spec-L1194-1210.yaml',
      'nvidia-device-plugin-README-L131-145.yaml',
      'nvidia-device-plugin-README-L99-121.yaml',
      'service_account_issuer_migration-L50-57.yaml',
      'service_account_issuer_migration-L63-70.yaml',
    ]);
  });

  for (const { name, text } of KOPS_DOCS.files()) {
    it(`${name}: renders every hook, lints, and what the playground says is the golden`, () => {
      const a = analyze(text, { kopsVersion: NEWEST_KOPS_VERSION });
      expect(a.diagnostics.filter((d) => d.code === 'internal-error')).toEqual([]);
      // Every group gets a unit file for each hook kops keeps (nothing is skipped or left unrendered).
      expect(a.groups.length).toBeGreaterThan(0);
      for (const g of a.groups) expect(g.tasks.length).toBeGreaterThan(0);
      for (const t of a.groups.flatMap((g) => g.tasks)) expect(t.definition).not.toBeNull();
      const file = join(GOLDEN, `${name.replace(/\.yaml$/, '')}.md`);
      if (UPDATE) writeFileSync(file, says(name, a));
      expect(existsSync(file), `${file} is missing: UPDATE_GOLDEN=1 npx vitest run test/kops-docs-corpus.test.ts, then review it`).toBe(true);
      expect(says(name, a)).toBe(readFileSync(file, 'utf8'));
    });

    it(`${name}: a permalink opens it byte for byte`, () => {
      const encoded = encodeShareLink({ text, kopsVersion: NEWEST_KOPS_VERSION });
      if (!encoded.ok) throw new Error(encoded.message);
      const decoded = decodeShareLink(encoded.fragment);
      expect(decoded.ok && decoded.state).toEqual({ text, kopsVersion: NEWEST_KOPS_VERSION });
    });
  }

  // Hand-read from the files (line numbers within each block):
  it('a fragment as the docs print it is a Cluster spec: a bare `spec:`, and `  hooks:` indented two spaces', () => {
    const bare = analyze(KOPS_DOCS.read('cluster_spec-L1180-1188.yaml'), { kopsVersion: NEWEST_KOPS_VERSION });
    expect(bare.spec.documents.map((d) => d.kind)).toEqual(['Cluster']);
    const indented = analyze(KOPS_DOCS.read('service_account_issuer_migration-L50-57.yaml'), { kopsVersion: NEWEST_KOPS_VERSION });
    // Its hook is the cluster's: every role gets it, as a Cluster's spec.hooks.
    expect(indented.spec.documents.flatMap((d) => d.hooks.map((h) => h.list))).toEqual(['cluster']);
    expect(indented.groups.map((g) => [g.name, g.tasks.map((t) => t.unit)])).toEqual([
      ['ControlPlane', ['modify-kube-api-manifest.service']],
      ['Node', ['modify-kube-api-manifest.service']],
    ]);
  });

  it('duplicate keys keep their located error: `hooks:` at lines 18, 30, 45, 50 of cluster_spec L1119; `spec:` at line 10 of the nvidia README L99', () => {
    const hooks = analyze(KOPS_DOCS.read('cluster_spec-L1119-1174.yaml'), { kopsVersion: NEWEST_KOPS_VERSION });
    expect([...new Set(problemsOf(hooks, 'DUPLICATE_KEY'))]).toEqual(['18:3 error', '30:3 error', '45:3 error', '50:3 error']);
    const spec = analyze(KOPS_DOCS.read('nvidia-device-plugin-README-L99-121.yaml'), { kopsVersion: NEWEST_KOPS_VERSION });
    expect([...new Set(problemsOf(spec, 'DUPLICATE_KEY'))]).toEqual(['10:1 error']);
  });
});
