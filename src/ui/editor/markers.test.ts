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
  const listeners: Array<(e: { changes: Array<{ range: { startLineNumber: number; endLineNumber: number }; text: string }> }) => void> = [];
  const model = {
    getVersionId: () => 1,
    getValue: () => text,
    getValueLength: () => text.length,
    onDidChangeContent: (listener: (typeof listeners)[number]) => listeners.push(listener),
  } as unknown as Monaco.editor.ITextModel;
  /** Reports an edit of lines `from`..`to` that inserts `inserted` (the model's text stays as it is). */
  const edit = (from: number, to: number, inserted: string) => listeners.forEach((l) => l({ changes: [{ range: { startLineNumber: from, endLineNumber: to }, text: inserted }] }));
  return { monaco, model, set, edit };
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

  it('does not set the same markers again while no edit could have moved them (typing elsewhere in a large spec)', () => {
    const text = 'hooks:\n- name: x\n  manifest: |\n    Type=oneshot\n';
    const { monaco, model, set, edit } = fakes(text);
    const analysis = { text, diagnostics: [finding] } as Analysis;
    setDiagnosticMarkers(monaco, model, analysis);
    edit(4, 4, 'x');
    setDiagnosticMarkers(monaco, model, { ...analysis });
    expect(set).toHaveLength(1);
  });

  it('sets them again after an edit on a marker\'s line, or one that adds a line (Monaco moved its markers along)', () => {
    const text = 'hooks:\n- name: x\n  manifest: |\n    Type=oneshot\n';
    const { monaco, model, set, edit } = fakes(text);
    const analysis = { text, diagnostics: [finding] } as Analysis;
    setDiagnosticMarkers(monaco, model, analysis);
    edit(2, 2, 'y');
    setDiagnosticMarkers(monaco, model, { ...analysis });
    expect(set).toHaveLength(2);
    edit(4, 4, '\n');
    setDiagnosticMarkers(monaco, model, { ...analysis });
    expect(set).toHaveLength(3);
    setDiagnosticMarkers(monaco, model, { ...analysis, diagnostics: [{ ...finding, message: 'other' }] });
    expect(set).toHaveLength(4);
  });
});
