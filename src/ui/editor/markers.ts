import type * as Monaco from 'monaco-editor/esm/vs/editor/editor.api.js';
import { textIndexOf } from '../text/text-index-of.ts';
import { modelHolds } from './model-text.ts';
import { diagnosticsFitText } from '../store/stale-diagnostics.ts';
import type { Analysis, Severity } from '../../core/index.ts';

/** Marker owner for the core's diagnostics (monaco-yaml uses its own). */
export const MARKER_OWNER = 'kops-hooks';

function severity(monaco: typeof Monaco, s: Severity): Monaco.MarkerSeverity {
  if (s === 'error') return monaco.MarkerSeverity.Error;
  if (s === 'warning') return monaco.MarkerSeverity.Warning;
  return monaco.MarkerSeverity.Info;
}

/**
 * Converts the Analysis's diagnostics into Monaco markers on the model (only converts: the
 * Analysis is the one source of problems). Skipped when the model moved on since the analysis,
 * or while the diagnostics are the previous text's (lint has not caught up), because the offsets
 * would point at the wrong text, past its end after "New"; Monaco keeps moving the markers it has
 * with the edits, and the next analysis catches up.
 */
export function setDiagnosticMarkers(monaco: typeof Monaco, model: Monaco.editor.ITextModel, analysis: Analysis): void {
  if (!diagnosticsFitText(analysis) || !modelHolds(model, analysis.text)) return;
  const index = textIndexOf(analysis.text);
  const markers = analysis.diagnostics.map((d): Monaco.editor.IMarkerData => {
    const start = index.lineCol(d.range.start);
    const end = index.lineCol(Math.max(d.range.end, d.range.start));
    return {
      code: d.code,
      source: 'kops-hooks',
      severity: severity(monaco, d.severity),
      message: d.message,
      startLineNumber: start.line,
      startColumn: start.column,
      endLineNumber: end.line,
      // An empty range would be invisible: underline at least one character.
      endColumn: end.line === start.line && end.column === start.column ? start.column + 1 : end.column,
    };
  });
  monaco.editor.setModelMarkers(model, MARKER_OWNER, markers);
}
