import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderText } from '../src/cli/commands/render-text.ts';
import { compare } from '../src/core/compare/compare.ts';
import { analyze, NEWEST_KOPS_VERSION } from '../src/core/index.ts';
import { behaviour } from '../src/core/kops/behaviour.ts';
import { nodeUnits } from '../src/core/kops/node-units.ts';
import { KOPS_PRE_RELEASES } from '../src/core/kops/pre-releases.ts';
import { NEW_VERSION_MARKS_EVERY_GROUP } from '../src/core/kops/nodeup-messages.ts';
import type { Distro, Role, Runtime } from '../src/core/types.ts';

/**
 * Every known pre-release renders exactly as the stable release it names (`rendersAs`), for every
 * fixture and every kops unit, so a fact recorded later at the release it precedes (1.37.0) cannot
 * reach it; and it is never the default.
 */
const ROOT = join(import.meta.dirname, '..');
const INPUTS = [
  ...readdirSync(join(ROOT, 'fixtures'), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => join('fixtures', d.name, 'input.yaml')),
  ...['compare', 'nodeup'].flatMap((dir) => readdirSync(join(ROOT, 'test', 'fixtures', dir), { withFileTypes: true })
    .filter((d) => d.isDirectory()).map((d) => join('test', 'fixtures', dir, d.name, 'input.yaml'))),
].filter((p) => { try { readFileSync(join(ROOT, p)); return true; } catch { return false; } }).sort();

describe('kops pre-releases', () => {
  it('are exactly 1.37.0-alpha.1, rendering as 1.36.2, and never the default', () => {
    expect(KOPS_PRE_RELEASES.map((p) => [p.version, p.rendersAs])).toEqual([['1.37.0-alpha.1', '1.36.2']]);
    expect(NEWEST_KOPS_VERSION).toBe('1.36.2');
    expect(analyze('hooks: []\n').behaviour.version).toBe('1.36.2');
    expect(behaviour('v1.37.0-alpha.1')).toEqual({ behaviour: { ...behaviour('1.36.2').behaviour, version: '1.37.0-alpha.1' }, diagnostics: [] });
  });

  // v1.36.2:nodeup/pkg/model/protokube.go:48 and v1.37.0-alpha.1:nodeup/pkg/model/protokube.go:48 skip
  // protokube only outside gossip clusters; v1.37.0-alpha.1:upup/pkg/fi/nodeup/command.go:302 still
  // registers the builder ("Remove gossip DNS support", kubernetes/kops 7e0489cd7f, comes after the tag).
  it('keeps protokube on a gossip control plane, as 1.36.2 does', () => {
    const at = (v: string) => nodeUnits({ behaviour: behaviour(v).behaviour, role: 'ControlPlane', runtime: 'containerd', distro: 'debian', cluster: { name: 'a.k8s.local', settings: {} } })
      .find((u) => u.unit === 'protokube.service')?.presence;
    expect([at('1.36.2'), at('1.37.0-alpha.1')]).toEqual(['yes', 'yes']);
  });

  it.each(INPUTS)('%s renders at 1.37.0-alpha.1 as at 1.36.2, and the preview says why', (input) => {
    const text = readFileSync(join(ROOT, input), 'utf8');
    const at = (v: string) => {
      const a = analyze(text, { kopsVersion: v });
      return renderText(a, a.groups).replaceAll(`kops ${v}`, 'kops X');
    };
    expect(at('1.37.0-alpha.1')).toBe(at('1.36.2'));
    const c = compare(text, { kopsVersion: '1.36.2' }, { kopsVersion: '1.37.0-alpha.1' });
    expect(c.counts.changed).toBe(0);
    expect(c.notes.map((n) => n.message)).toEqual([NEW_VERSION_MARKS_EVERY_GROUP, KOPS_PRE_RELEASES[0]?.reading]);
  });

  it('builds the same kops units on every node', () => {
    const roles: Role[] = ['ControlPlane', 'Node', 'APIServer'];
    const runtimes: Runtime[] = ['containerd', 'docker'];
    const distros: Distro[] = ['debian', 'rhel', 'flatcar', 'cos'];
    for (const role of roles) for (const runtime of runtimes) for (const distro of distros) {
      const units = (v: string) => nodeUnits({ behaviour: behaviour(v).behaviour, role, runtime, distro, cluster: { name: 'a.k8s.local', settings: { networking: 'cilium' } } })
        .map(({ note, ...u }) => ({ ...u, note: note?.replaceAll(v, 'X') }));
      expect(units('1.37.0-alpha.1')).toEqual(units('1.36.2'));
    }
  });
});
