import { describe, expect, it } from 'vitest';
import { analyzePlan } from '../../core/analyze-plan.ts';
import type { Task } from '../../core/index.ts';
import type { BareAnalysis } from './reply-delta.ts';
import { decodeFull, encodeFull } from './reply-shared.ts';

function bare(text: string): BareAnalysis {
  const { text: _text, ...rest } = analyzePlan(text, { kopsVersion: '1.36' });
  return rest;
}

/** Where each task of `analyses` was first met, in order: equal lists when the same tasks are shared in the same places. */
function sharing(analyses: BareAnalysis[]): number[] {
  const first = new Map<Task, number>();
  return analyses.flatMap((a) => a.groups.flatMap((g) => g.tasks.map((task) => {
    if (!first.has(task)) first.set(task, first.size);
    return first.get(task)!;
  })));
}

const CLUSTER_HOOKS = `- name: wrapped.service
    requires:
    - network-online.target
    manifest: |
      Type=oneshot
      ExecStart=/bin/echo wrapped
  - name: nodes-only
    roles:
    - Node
    manifest: |
      ExecStart=/bin/echo nodes
  - name: raw.service
    useRawManifest: true
    manifest: |
      [Unit]
      Before=kubelet.service
      [Service]
      ExecStart=/bin/echo raw
  - name: exec
    execContainer:
      image: busybox:1.36
      command:
      - sh
      - -c
      - echo exec
      environment:
        A: "1"`;

function group(name: string, role: string): string {
  return `apiVersion: kops.k8s.io/v1alpha2
kind: InstanceGroup
metadata:
  name: ${name}
spec:
  role: ${role}
  hooks:
  - name: ${name}-own.service
    manifest: |
      ExecStart=/bin/echo ${name}
`;
}

describe('encodeFull / decodeFull', () => {
  // A Cluster whose hooks run on every group (one of them on nodes only) and two InstanceGroups
  // with hooks of their own; and a second text beside it (the toggle previews send three).
  const text = `apiVersion: kops.k8s.io/v1alpha2\nkind: Cluster\nmetadata:\n  name: c.example.com\nspec:\n  hooks:\n  ${CLUSTER_HOOKS}\n---\n${group('masters', 'Master')}---\n${group('nodes', 'Node')}`;
  const analyses = [bare(text), bare(`hooks:\n- name: x.service\n  manifest: |\n    ExecStart=/bin/true\n`)];

  it('decodes to what JSON would have carried, with the worker\'s shared tasks shared again', () => {
    const json = encodeFull(analyses);
    const decoded = decodeFull(json);
    expect(analyses[0]!.groups.map((g) => [g.name, g.tasks.map((t) => t.unit)])).toEqual([
      ['masters', ['masters-own.service', 'wrapped.service', 'raw.service', 'exec.service']],
      ['nodes', ['nodes-own.service', 'wrapped.service', 'nodes-only.service', 'raw.service', 'exec.service']],
    ]);
    expect(decoded).toEqual(JSON.parse(JSON.stringify(analyses)));
    // The plan has one task for a Cluster hook that runs on both groups: so does the page.
    expect(sharing(analyses).slice(0, 9)).toEqual([0, 1, 2, 3, 4, 1, 5, 2, 3]);
    expect(sharing(decoded)).toEqual(sharing(analyses));
    expect(json.length).toBeLessThan(JSON.stringify(analyses).length * 0.8);
  });

  it('sends each line origin once, and the page gets one object per distinct origin', () => {
    const wire = JSON.parse(encodeFull(analyses)) as { origins: unknown[] };
    const distinct = new Set(analyses.flatMap((a) => a.groups.flatMap((g) => g.tasks.flatMap((t) => t.lineOrigins.map((o) => JSON.stringify(o))))));
    expect(wire.origins.map((o) => JSON.stringify(o)).sort()).toEqual([...distinct].sort());
    const decoded = decodeFull(encodeFull(analyses));
    const objects = new Set(decoded.flatMap((a) => a.groups.flatMap((g) => g.tasks.flatMap((t) => t.lineOrigins))));
    expect(objects.size).toBe(distinct.size);
  });

  it('refuses a reply that names a task it has not sent', () => {
    const json = JSON.stringify({ origins: [], analyses: [{ groups: [{ tasks: [0] }], spec: { documents: [] } }] });
    expect(() => decodeFull(json)).toThrow('analysis reply refers to a task it has not sent');
  });
});
