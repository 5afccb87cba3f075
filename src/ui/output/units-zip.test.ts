import { describe, expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import { analyze } from '../../core/index.ts';
import { unitsZip } from './units-zip.ts';

describe('unitsZip', () => {
  it('lays the group\'s files out under their paths, skipping disabled hooks', () => {
    const text = 'hooks:\n- name: a.service\n  manifest: |\n    Type=oneshot\n- name: b.timer\n  useRawManifest: true\n  manifest: "[Timer]\\nOnBootSec=1\\n"\n- name: off.service\n  disabled: true\n';
    const group = analyze(text, { kopsVersion: '1.36.0' }).groups[0];
    expect(group).toBeDefined();
    const zip = group ? unitsZip(group) : null;
    expect(zip).not.toBeNull();
    const files = unzipSync(zip ?? new Uint8Array());
    expect(Object.keys(files).sort()).toEqual(['lib/systemd/system/a.service', 'lib/systemd/system/b.timer']);
    expect(strFromU8(files['lib/systemd/system/b.timer'] ?? new Uint8Array())).toBe('[Timer]\nOnBootSec=1\n');
    expect(strFromU8(files['lib/systemd/system/a.service'] ?? new Uint8Array())).toBe(group?.tasks[0]?.definition);
  });

  it('gives null when nothing is written', () => {
    const group = analyze('hooks:\n- name: off.service\n  disabled: true\n').groups[0];
    expect(group && unitsZip(group)).toBeNull();
  });
});
