import { describe, expect, it } from 'vitest';
import type * as Monaco from 'monaco-editor/esm/vs/editor/editor.api.js';
import type { Analysis, Diagnostic } from '../../core/index.ts';
import { withStaleDiagnostics } from '../store/stale-diagnostics.ts';
import { setDiagnosticMarkers } from './markers.ts';

function fakes(text: string) {
  const set: unknown[][] = [];
  const monaco = {
    MarkerSeverity: { Error: 8, Warning: 4, Info: 2 },
    editor: { setModelMarkers: (_model: unknown, owner: string, markers: unknown[]) => set.push([owner, markers]) },
  } as unknown as typeof Monaco;
  const model = { getVersionId: () => 1, getValue: () => text, getValueLength: () => text.length } as unknown as Monaco.editor.ITextModel;
  return { monaco, model, set };
}

const finding: Diagnostic = { code: 'no-install-section', severity: 'warning', message: 'm', range: { start: 9, end: 14 } };

describe('setDiagnosticMarkers', () => {
  it('places the diagnostics of the text the model holds', () => {
    const text = 'hooks:\n- name: x\n';
    const { monaco, model, set } = fakes(text);
    setDiagnosticMarkers(monaco, model, { text, diagnostics: [finding] } as Analysis);
    expect(set).toEqual([
      ['kops-hooks', [{ code: 'no-install-section', source: 'kops-hooks', severity: 4, message: 'm', startLineNumber: 2, startColumn: 3, endLineNumber: 2, endColumn: 8 }]],
    ]);
  });

  it('leaves the markers alone while the diagnostics are the previous text\'s ("New" empties the text; Monaco refuses lines past the end)', () => {
    const { monaco, model, set } = fakes('');
    setDiagnosticMarkers(monaco, model, withStaleDiagnostics({ text: '', diagnostics: [finding] } as Analysis));
    expect(set).toEqual([]);
  });
});
