import { describe, expect, it } from 'vitest';
import { analyze, type Task } from '../../core/index.ts';
import { changedRules } from './changed-rules.ts';
import { lineDiff } from './line-diff.ts';

function task(text: string): Task {
  const t = analyze(text).groups[0]?.tasks[0];
  if (!t) throw new Error('no task');
  return t;
}

// kops 1.36 writes a manifest hook without useRawManifest inside its own [Unit] and [Service]
// (v1.36.2:nodeup/pkg/model/hooks.go:111-126), and with it the manifest alone (hooks.go:108-109).
const HOOK = '  hooks:\n  - name: swap1.swap\n    requires:\n    - a.service\n';
const MANIFEST = '    manifest: |\n      [Swap]\n      What=/swap1\n';
const OFF = `spec:\n${HOOK}${MANIFEST}`;
const ON = `spec:\n${HOOK}    useRawManifest: true\n${MANIFEST}`;

describe('changedRules', () => {
  it('names the kops rule of each line useRawManifest drops, and none for a kept line', () => {
    const off = task(OFF);
    const on = task(ON);
    expect(off.definition).toBe('[Unit]\nDescription=Kops Hook swap1.swap\nRequires=a.service\n\n[Service]\n[Swap]\nWhat=/swap1\n');
    expect(on.definition).toBe('[Swap]\nWhat=/swap1\n');
    const lines = lineDiff(off.definition ?? '', on.definition ?? '');
    expect(lines.map((l, i) => [l.kind, l.text, changedRules(lines, off, on)[i]])).toEqual([
      ['removed', '[Unit]', 'wrap-unit-section'],
      ['removed', 'Description=Kops Hook swap1.swap', 'wrap-description'],
      ['removed', 'Requires=a.service', 'wrap-requires'],
      ['removed', '', 'wrap-section-break'],
      ['removed', '[Service]', 'wrap-service-section'],
      ['same', '[Swap]', undefined],
      ['same', 'What=/swap1', undefined],
      ['same', '', undefined],
    ]);
  });

  it('takes an added line\'s rule from the side that has it, past the kept lines', () => {
    const off = task(ON);
    const on = task(OFF);
    const lines = lineDiff(off.definition ?? '', on.definition ?? '');
    expect(changedRules(lines, off, on)).toEqual([
      'wrap-unit-section', 'wrap-description', 'wrap-requires', 'wrap-section-break', 'wrap-service-section',
      undefined, undefined, undefined,
    ]);
  });

  it('counts each side\'s lines apart: a replaced line takes its rule from its own side', () => {
    const off = task(OFF);
    const on = task(`spec:\n  hooks:\n  - name: swap1.swap\n    before:\n    - b.service\n${MANIFEST}`);
    const lines = lineDiff(off.definition ?? '', on.definition ?? '');
    expect(lines.map((l, i) => [l.kind, l.text, changedRules(lines, off, on)[i]])).toEqual([
      ['same', '[Unit]', undefined],
      ['same', 'Description=Kops Hook swap1.swap', undefined],
      ['removed', 'Requires=a.service', 'wrap-requires'],
      ['added', 'Before=b.service', 'wrap-before'],
      ['same', '', undefined],
      ['same', '[Service]', undefined],
      ['same', '[Swap]', undefined],
      ['same', 'What=/swap1', undefined],
      ['same', '', undefined],
    ]);
  });

  it('with no unit on one side, every line but the one the empty text keeps is added, each with its rule', () => {
    const on = task(OFF);
    // The empty text is one empty line, kept as the wrapper's blank line between sections.
    const lines = lineDiff('', on.definition ?? '');
    expect(lines.map((l, i) => [l.kind, changedRules(lines, undefined, on)[i]])).toEqual([
      ['added', 'wrap-unit-section'], ['added', 'wrap-description'], ['added', 'wrap-requires'], ['same', undefined],
      ['added', 'wrap-service-section'], ['added', 'wrap-manifest'], ['added', 'wrap-manifest'], ['added', 'wrap-section-break'],
    ]);
  });
});
