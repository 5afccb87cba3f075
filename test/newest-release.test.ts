import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderText } from '../src/cli/commands/render-text.ts';
import { compare } from '../src/core/compare/compare.ts';
import { analyze, NEWEST_KOPS_VERSION } from '../src/core/index.ts';
import { behaviour } from '../src/core/kops/behaviour.ts';
import { nodeUnits } from '../src/core/kops/node-units.ts';
import type { Distro, Role, Runtime } from '../src/core/types.ts';

/**
 * The newest kops release, 1.36.2, is the default. It changes no hook or unit code since 1.36.0:
 * `git diff v1.36.0 v1.36.2 -- nodeup upup/pkg/fi pkg/systemd pkg/apis pkg/nodemodel cmd/nodeup`
 * touches only the AWS ENI networkd files (`nodeup/pkg/model/networking/eni_networking.go`,
 * `cilium.go`, `amazon-vpc-routed-eni.go`), a copy in `pkg/apis/nodeup/config.go` and cloud tasks:
 * no Service task, no hook, no systemd unit. So every golden case renders at 1.36.2 exactly as at
 * 1.36.0 (whose goldens are pinned), but for the version it names.
 */
const ROOT = join(import.meta.dirname, '..');
const INPUTS = [
  ...readdirSync(join(ROOT, 'fixtures'), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => join('fixtures', d.name, 'input.yaml')),
  ...['compare', 'nodeup'].flatMap((dir) => readdirSync(join(ROOT, 'test', 'fixtures', dir), { withFileTypes: true })
    .filter((d) => d.isDirectory()).map((d) => join('test', 'fixtures', dir, d.name, 'input.yaml'))),
].filter((p) => { try { readFileSync(join(ROOT, p)); return true; } catch { return false; } }).sort();

describe(`the newest release, ${NEWEST_KOPS_VERSION}`, () => {
  it('is the default', () => {
    expect(NEWEST_KOPS_VERSION).toBe('1.36.2');
    expect(analyze('hooks: []\n').behaviour.version).toBe('1.36.2');
  });

  it.each(INPUTS)('%s renders at 1.36.2 as at 1.36.0', (input) => {
    const text = readFileSync(join(ROOT, input), 'utf8');
    const at = (v: string) => {
      const a = analyze(text, { kopsVersion: v });
      return renderText(a, a.groups).replaceAll(`kops ${v}`, 'kops X');
    };
    expect(at('1.36.2')).toBe(at('1.36.0'));
    const c = compare(text, { kopsVersion: '1.36.0' }, { kopsVersion: '1.36.2' });
    expect(c.counts.changed).toBe(0);
    expect(c.notes.map((n) => n.since)).toEqual([null]);
  });

  it('builds the same kops units on every node', () => {
    const roles: Role[] = ['ControlPlane', 'Node', 'APIServer'];
    const runtimes: Runtime[] = ['containerd', 'docker'];
    const distros: Distro[] = ['debian', 'rhel', 'flatcar', 'cos'];
    for (const role of roles) for (const runtime of runtimes) for (const distro of distros) {
      const units = (v: string) => nodeUnits({ behaviour: behaviour(v).behaviour, role, runtime, distro, cluster: { name: 'a.k8s.local', settings: { networking: 'cilium' } } })
        .map(({ source: _source, note, ...u }) => ({ ...u, note: note?.replaceAll(v, 'X') }));
      expect(units('1.36.2')).toEqual(units('1.36.0'));
    }
  });
});
