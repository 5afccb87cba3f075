import { describe, expect, it } from 'vitest';
import { deprecatedReplacement, directiveKind, directiveKeys, enumValues, isKnownSection, sectionsWithKey, DIRECTIVE_SECTIONS } from './directives.ts';

describe('directive catalog (generated from systemd 252 by scripts/gen-directives.ts)', () => {
  it('covers the eleven sections', () => {
    expect([...DIRECTIVE_SECTIONS].sort()).toEqual(['Automount', 'Install', 'Mount', 'Path', 'Scope', 'Service', 'Slice', 'Socket', 'Swap', 'Timer', 'Unit']);
    expect(directiveKeys('Service').length).toBeGreaterThan(200);
  });

  it('knows value kinds derived from the parsers', () => {
    expect(directiveKind('Service', 'ExecStart')).toBe('command');
    expect(directiveKind('Service', 'RemainAfterExit')).toBe('boolean');
    expect(directiveKind('Service', 'TimeoutStartSec')).toBe('timespan');
    expect(directiveKind('Unit', 'After')).toBe('unit-list');
    expect(directiveKind('Install', 'WantedBy')).toBe('unit-list');
    expect(directiveKind('Service', 'Type')).toBe('enum');
    expect(directiveKind('Service', 'After')).toBeUndefined();
  });

  it('has enum values probed against systemd-analyze (notify-reload is 253+, so absent)', () => {
    expect(enumValues('Service', 'Type')).toEqual(['simple', 'exec', 'forking', 'oneshot', 'dbus', 'notify', 'idle']);
    expect(enumValues('Service', 'Restart')).toContain('on-failure');
  });

  it('finds the home of a misplaced key, deprecations and sections', () => {
    expect(sectionsWithKey('After', 'Service')).toEqual(['Unit']);
    expect(sectionsWithKey('WantedBy')).toEqual(['Install']);
    expect(deprecatedReplacement('MemoryLimit')).toBe('MemoryMax=');
    expect(deprecatedReplacement('MemoryMax')).toBeUndefined();
    expect(isKnownSection('X-Mine')).toBe(true);
    expect(isKnownSection('unit')).toBe(false);
  });
});
