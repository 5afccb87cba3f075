import { describe, expect, it } from 'vitest';
import { generateSpec } from '../../../bench/generate-spec.ts';
import { parseSpec } from '../spec/parse-spec.ts';
import { behaviour } from './behaviour.ts';
import { planGroup } from './plan-group.ts';
import { groupInputs, plan } from './plan.ts';

describe('plan (memoised per hook across groups)', () => {
  it.each(['1.10.1', '1.21.5', '1.36.0'])('gives exactly what planning each group alone gives, kops %s', (version) => {
    const spec = parseSpec(generateSpec({ hooks: 200, groups: 6, seed: 3 }));
    const settings = {
      behaviour: behaviour(version, false).behaviour, runtime: 'containerd' as const, exec: 'containerd' as const,
      distro: 'debian' as const, cluster: null, apiVersions: spec.documents.map((d) => d.apiVersion),
    };
    const alone = groupInputs(spec).groups.map((g) => planGroup(g, settings));
    const planned = plan(spec, settings).groups;
    expect(planned).toEqual(alone);
    // A cluster hook kept in two groups under one name is one task object, shared.
    const first = planned[0]?.tasks.find((t) => t.hook.list === 'cluster');
    const again = planned[1]?.tasks.find((t) => t.hook.list === 'cluster' && t.hook.index === first?.hook.index);
    expect(first).toBeDefined();
    expect(again).toBe(first);
    const shared = planned.flatMap((g) => g.tasks).filter((t) => t.hook.list === 'cluster');
    expect(new Set(shared).size).toBe(new Set(shared.map((t) => `${t.hook.index} ${t.hook.name}`)).size);
  });
});
