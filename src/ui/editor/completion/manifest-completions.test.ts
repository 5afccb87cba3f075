import { describe, expect, it } from 'vitest';
import { KOPS_ERAS } from '../../../core/kops/behaviour.ts';
import { hiddenHookFields } from './hook-fields.ts';
import { manifestCompletions, unitTypeOf } from './manifest-completions.ts';
import type { ManifestContext } from './manifest-context.ts';

const era = (label: string): (typeof KOPS_ERAS)[number]['behaviour'] => (KOPS_ERAS.find((e) => e.label === label) as (typeof KOPS_ERAS)[number]).behaviour;
const NEWEST = era('1.35+');
const KOPS_1_10 = era('1.8–1.10');
const labels = (ctx: ManifestContext, behaviour = NEWEST): string[] => manifestCompletions(ctx, behaviour).suggestions.map((s) => s.label);

describe('manifestCompletions', () => {
  it('offers [Service] directives in a wrapped manifest, and no section header (kops writes them)', () => {
    const got = labels({ headerLine: 0, name: 'prep', raw: false, before: '' });
    expect(got).toContain('TimeoutStartSec=');
    expect(got).toContain('ExecStart=');
    expect(got).not.toContain('After=');
    expect(got.some((l) => l.startsWith('['))).toBe(false);
  });

  it('keeps the typed word as the text to replace: `Time` is matched against TimeoutStartSec=', () => {
    const got = manifestCompletions({ headerLine: 0, raw: false, before: 'Time' }, NEWEST);
    expect(got.from).toBe(0);
    expect(got.suggestions.filter((s) => s.label.startsWith('Time')).map((s) => s.label).sort()).toEqual([
      'TimeoutAbortSec=', 'TimeoutCleanSec=', 'TimeoutSec=', 'TimeoutStartFailureMode=', 'TimeoutStartSec=', 'TimeoutStopFailureMode=', 'TimeoutStopSec=',
      'TimerSlackNSec=',
    ]);
  });

  it('offers the sections of the unit type in a raw manifest, and the directives of the section at the caret', () => {
    expect(labels({ headerLine: 0, name: 'swap1.swap', raw: true, before: '' })).toEqual(['[Unit]', '[Swap]', '[Install]']);
    const swap = labels({ headerLine: 0, name: 'swap1.swap', raw: true, section: 'Swap', before: '' });
    expect(swap).toContain('What=');
    expect(swap).toContain('Priority=');
    expect(swap).not.toContain('ExecStart=');
    expect(swap.slice(-3)).toEqual(['[Unit]', '[Swap]', '[Install]']);
    expect(labels({ headerLine: 0, name: 'a.service', raw: true, section: 'Unit', before: '' })).toContain('After=');
    expect(labels({ headerLine: 0, name: 'a.service', raw: true, section: 'Install', before: '' }).filter((l) => !l.startsWith('['))).toEqual(['Alias=', 'Also=', 'DefaultInstance=', 'RequiredBy=', 'WantedBy=']);
  });

  it('offers nothing of a section the unit type does not read (no [Service] keys in a .swap)', () => {
    expect(labels({ headerLine: 0, name: 'swap1.swap', raw: true, section: 'Service', before: '' })).toEqual(['[Unit]', '[Swap]', '[Install]']);
  });

  it('offers only headers after `[`, replacing from the bracket', () => {
    expect(manifestCompletions({ headerLine: 0, name: 'x.timer', raw: true, section: 'Unit', before: '[T' }, NEWEST)).toMatchObject({ from: 0 });
    expect(labels({ headerLine: 0, name: 'x.timer', raw: true, section: 'Unit', before: '[T' })).toEqual(['[Unit]', '[Timer]', '[Install]']);
  });

  it('offers the values of an enum or boolean directive after `=`', () => {
    const type = manifestCompletions({ headerLine: 0, raw: false, before: 'Type=' }, NEWEST);
    expect(type).toMatchObject({ from: 5 });
    // systemd 252 refuses notify-reload (scripts/gen-directives.ts probes each value), so it is not offered.
    expect(type.suggestions.map((s) => s.label)).toEqual(['simple', 'exec', 'forking', 'oneshot', 'dbus', 'notify', 'idle']);
    expect(labels({ headerLine: 0, raw: false, before: 'RemainAfterExit=' })).toEqual(['yes', 'no']);
    expect(labels({ headerLine: 0, raw: false, before: 'ExecStart=' })).toEqual([]);
  });

  it('reads a raw manifest as wrapped where kops has no raw manifests (before 1.11): [Service] directives', () => {
    expect(labels({ headerLine: 0, name: 'swap1.swap', raw: true, section: 'Swap', before: '' }, KOPS_1_10)).toContain('ExecStart=');
  });

  it('marks deprecated directives and asks for values after an enum', () => {
    const items = manifestCompletions({ headerLine: 0, raw: false, before: '' }, NEWEST).suggestions;
    expect(items.find((s) => s.label === 'MemoryLimit=')).toMatchObject({ deprecated: 'MemoryMax=' });
    expect(items.find((s) => s.label === 'Type=')).toMatchObject({ thenValues: true, detail: '[Service] · one of a list' });
  });
});

describe('unitTypeOf', () => {
  it('is the suffix kops keeps, else service (v1.11.0:pkg/systemd/unit.go keeps every unit type)', () => {
    expect(unitTypeOf('swap1.swap', NEWEST)).toBe('swap');
    expect(unitTypeOf('swap1.swap', KOPS_1_10)).toBe('service');
    expect(unitTypeOf('gc.timer', KOPS_1_10)).toBe('timer');
    expect(unitTypeOf(undefined, NEWEST)).toBe('service');
  });
});

describe('hiddenHookFields', () => {
  it('hides the other API version\'s switch, useRawName outside the proposal, useRawManifest before 1.11', () => {
    expect([...hiddenHookFields('v1alpha2', NEWEST)].sort()).toEqual(['enabled', 'useRawName']);
    expect([...hiddenHookFields('v1alpha3', NEWEST)].sort()).toEqual(['disabled', 'useRawName']);
    expect([...hiddenHookFields('v1alpha2', KOPS_1_10)].sort()).toEqual(['enabled', 'useRawManifest', 'useRawName']);
    expect([...hiddenHookFields('v1alpha2', { useRawName: true, useRawManifest: true })].sort()).toEqual(['enabled']);
  });
});
