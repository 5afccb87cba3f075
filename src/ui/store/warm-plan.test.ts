import { describe, expect, it } from 'vitest';
import { analyzePlan } from '../../core/analyze-plan.ts';
import { adoptAnalysis, editPath, parseTrackOf } from '../../core/analyze-edit.ts';
import type { Analysis } from '../../core/types.ts';
import { warmPlan } from './warm-plan.ts';

function spec(hooks: number): string {
  const lines = ['hooks:'];
  for (let i = 0; i < hooks; i++) lines.push(`- name: hook-${i}.service`, '  manifest: |', '    Type=oneshot', `    ExecStart=/bin/echo ${i}`);
  return lines.join('\n') + '\n';
}

/** A worker's plan as the page receives it (JSON, without its text), adopted with its parse track. */
function adopted(text: string): Analysis {
  const worker = analyzePlan(text, { kopsVersion: '1.36' });
  const { text: _text, ...bare } = worker;
  const page = { ...(JSON.parse(JSON.stringify(bare)) as Omit<Analysis, 'text'>), text };
  adoptAnalysis(page, parseTrackOf(worker)!);
  return page;
}

describe('warmPlan', () => {
  it('gives the same Analysis again, by re-reading one hook', () => {
    const text = spec(40);
    const warm = warmPlan(adopted(text), Infinity);
    expect(warm).toEqual(analyzePlan(text, { kopsVersion: '1.36' }));
    expect(editPath(warm!)?.path).toBe('hook');
  });

  it('types a space after the first name and deletes it: later hooks are moved and moved back', () => {
    const text = spec(40);
    const page = adopted(text);
    const warm = warmPlan(page, Infinity)!;
    const last = (a: Analysis) => a.spec.documents[0]!.hooks[39]!;
    // The last hook was rebuilt (shifted twice), not carried over untouched as an empty edit leaves it.
    expect(last(warm)).not.toBe(last(page));
    expect(last(warm)).toEqual(last(page));
    expect(warm.text).toBe(text);
  });

  it('falls back to an empty edit in a hook without a name', () => {
    const text = 'hooks:\n- manifest: |\n    Type=oneshot\n    ExecStart=/bin/true\n- name: b.service\n  manifest: ExecStart=/bin/true\n';
    const warm = warmPlan(adopted(text), Infinity);
    expect(warm).toEqual(analyzePlan(text, { kopsVersion: '1.36' }));
    expect(editPath(warm!)?.path).toBe('hook');
  });

  it('leaves a spec of more than maxHooks hooks cold, and warms one of exactly maxHooks', () => {
    expect(warmPlan(adopted(spec(41)), Infinity, 40)).toBeNull();
    expect(warmPlan(adopted(spec(40)), Infinity, 40)).toEqual(analyzePlan(spec(40), { kopsVersion: '1.36' }));
  });

  it('gives nothing for a spec without hooks', () => {
    expect(warmPlan(adopted('kind: Cluster\n'), Infinity)).toBeNull();
  });
});
