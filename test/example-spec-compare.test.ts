import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compareSpecs } from '../src/core/compare/compare-specs.ts';
import { specSummary } from '../src/core/compare/spec-summary.ts';
import { loadExample } from '../src/ui/examples/catalog.ts';
import { exampleCompare } from '../src/ui/examples/example-compare.ts';
import { corpus, describeCorpus } from './corpus.ts';

// The gallery's comparison of two specs (issue 44): kops's service-account issuer migration, whose
// steps 1 and 4 edit one hook of the control-plane InstanceGroup and differ by one character
// (kubernetes/kops@268927e26409f861634e18f3632c9dd483c350cf,
// docs/operations/service_account_issuer_migration.md lines 50-57 and 63-70). The docs say what
// follows each step: "Roll the control-plane nodes". The texts ship in the repository
// (examples/16-…, examples/bases/16-…); ../shared/kops-docs, where it is checked out, proves them.

const ID = '16-issuer-migration-step-4';
const changed = readFileSync(`examples/${ID}.yaml`, 'utf8');
const base = readFileSync(`examples/bases/${ID}.yaml`, 'utf8');
const body = (text: string): string => text.split('\n').filter((l) => !l.startsWith('#')).join('\n');

describe('the issuer migration example', () => {
  it('differs from its base by one character, sed\'s i\\ turned into a\\ (comments aside)', () => {
    const [a, b] = [body(base), body(changed)];
    expect(a.length).toBe(b.length);
    const at = [...a].findIndex((ch, i) => ch !== b[i]);
    expect([a[at], b[at], a.slice(at + 1), a.slice(0, at)]).toEqual(['i', 'a', b.slice(at + 1), b.slice(0, at)]);
  });

  it('rolls the control-plane group only, for the one changed unit, at 1.36.2 and 1.21.5', () => {
    for (const kopsVersion of ['1.36.2', '1.21.5']) {
      const c = compareSpecs(base, changed, { kopsVersion });
      expect(specSummary(c), kopsVersion).toBe('1 of 2 instance groups rolls: control-plane-a (1 unit changes)');
      expect(c.groups.map((g) => [g.name, g.roll.rolls, g.units.map((u) => [u.unit, u.change])]), kopsVersion).toEqual([
        ['control-plane-a', true, [['modify-kube-api-manifest.service', 'changed']]],
        ['nodes-a', false, []],
      ]);
      expect(c.groups[0]?.roll.reasons.map((r) => r.subject)).toEqual(['InstanceGroup hook "modify-kube-api-manifest"']);
      expect(c.groups[1]?.roll.reason).toBe('Nothing kops puts in its user-data changes: the hooks and fileAssets that change are other instance groups\' own.');
    }
  });

  it('opens from the gallery as that comparison, both sides at its kops version', async () => {
    const e = await loadExample(ID);
    expect(e && exampleCompare(e, '1.30.4')).toEqual({
      from: { kopsVersion: '1.36.2', runtime: 'auto' }, to: { kopsVersion: '1.36.2', runtime: 'auto' },
      base, baseLabel: 'step 1 of the migration',
    });
    expect(exampleCompare({ ...(e as NonNullable<typeof e>), base: undefined }, '1.30.4')).toBeNull();
  });
});

const DOCS = corpus({
  id: 'kops-docs', title: '../shared/kops-docs (kops\'s published hook examples)', path: 'kops-docs',
  names: ['service_account_issuer_migration-L50-57.yaml', 'service_account_issuer_migration-L63-70.yaml'],
});

describeCorpus(DOCS, 'the issuer migration example holds the docs\' blocks byte for byte', () => {
  it('step 1 in the base, step 4 in the example, under the control-plane InstanceGroup\'s spec:', () => {
    const under = (text: string): string => text.slice(text.indexOf('  role: Master\n') + '  role: Master\n'.length, text.indexOf('---\n', text.indexOf('  role: Master\n')));
    expect(under(base)).toBe(`${DOCS.read('service_account_issuer_migration-L50-57.yaml').replace(/\n?$/, '\n')}`);
    expect(under(changed)).toBe(`${DOCS.read('service_account_issuer_migration-L63-70.yaml').replace(/\n?$/, '\n')}`);
  });
});
