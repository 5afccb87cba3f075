import { describe, expect, it } from 'vitest';
import { analyze, type HookSpec } from '../../core/index.ts';
import { applyTextEdits } from '../editor/editor-controller.ts';
import { toggleEdit, type ToggleField } from './toggle-edit.ts';

function firstHook(text: string): HookSpec {
  const hook = analyze(text).spec.documents[0]?.hooks[0];
  if (!hook) throw new Error('no hook parsed');
  return hook;
}

function toggled(text: string, field: ToggleField, on: boolean): string {
  return applyTextEdits(text, toggleEdit(text, firstHook(text), field, on));
}

const SWAP = 'spec:\n  hooks:\n  - name: swap1.swap\n    manifest: |\n      [Swap]\n      What=/swap1\n';

describe('toggleEdit', () => {
  it('inserts the key after name:, at the hook\'s indentation', () => {
    expect(toggled(SWAP, 'useRawManifest', true)).toBe(
      'spec:\n  hooks:\n  - name: swap1.swap\n    useRawManifest: true\n    manifest: |\n      [Swap]\n      What=/swap1\n',
    );
  });

  it('switching off removes the inserted line: the text is back to the original', () => {
    const on = toggled(SWAP, 'useRawName', true);
    expect(toggled(on, 'useRawName', false)).toBe(SWAP);
  });

  it('rewrites an existing value instead of adding a key', () => {
    const text = 'hooks:\n- name: a\n  useRawManifest: false\n  manifest: x\n';
    expect(toggled(text, 'useRawManifest', true)).toBe('hooks:\n- name: a\n  useRawManifest: true\n  manifest: x\n');
  });

  it('sets false when the key shares its line with the sequence dash', () => {
    const text = 'hooks:\n- useRawManifest: true\n  name: a\n  manifest: x\n';
    expect(toggled(text, 'useRawManifest', false)).toBe('hooks:\n- useRawManifest: false\n  name: a\n  manifest: x\n');
  });

  it('inserts before the first key when the hook has no name', () => {
    const text = 'hooks:\n- manifest: |\n    Type=oneshot\n';
    expect(toggled(text, 'useRawManifest', true)).toBe('hooks:\n- useRawManifest: true\n  manifest: |\n    Type=oneshot\n');
  });

  it('inserts into a flow mapping', () => {
    const text = 'hooks:\n- {name: a, manifest: x}\n';
    expect(toggled(text, 'useRawManifest', true)).toBe('hooks:\n- {useRawManifest: true, name: a, manifest: x}\n');
  });

  it('does nothing when already in the wanted state', () => {
    expect(toggleEdit(SWAP, firstHook(SWAP), 'useRawManifest', false)).toEqual([]);
  });

  it('the result parses with the field set', () => {
    const hook = firstHook(toggled(SWAP, 'useRawManifest', true));
    expect(hook.useRawManifest?.value).toBe(true);
    expect(hook.name?.value).toBe('swap1.swap');
  });
});
