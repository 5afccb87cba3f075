import { describe, expect, it } from 'vitest';
import { analyze } from '../../core/index.ts';
import { KOPS_RELEASES } from '../../core/kops/releases.ts';
import { isOwnWork } from '../drafts/own-work.ts';
import { NEW_SPEC_TEXT } from './new-spec.ts';

describe('New', () => {
  it.each(KOPS_RELEASES)('opens a spec that kops %s renders as one unit per role, with one note and no warning', (kopsVersion) => {
    const a = analyze(NEW_SPEC_TEXT, { kopsVersion });
    expect(a.groups.map((g) => [g.name, g.tasks.map((t) => t.unit)])).toEqual([['ControlPlane', ['my-hook.service']], ['Node', ['my-hook.service']]]);
    expect(a.groups[0]?.tasks[0]?.definition).toBe(
      '[Unit]\nDescription=Kops Hook my-hook.service\n\n[Service]\nType=oneshot\nRemainAfterExit=yes\nExecStart=/bin/echo hello\n',
    );
    expect(a.diagnostics.map((d) => `${d.severity} ${d.code}`)).toEqual(['info no-install-section']);
  });

  it('whose lines fit a laptop editor (64 columns), and which is not kept as a draft until edited', () => {
    expect(NEW_SPEC_TEXT.split('\n').filter((l) => l.length > 64)).toEqual([]);
    expect(isOwnWork(NEW_SPEC_TEXT)).toBe(false);
    expect(isOwnWork(NEW_SPEC_TEXT.replace('my-hook', 'mine'))).toBe(true);
  });
});
