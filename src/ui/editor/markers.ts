import type * as Monaco from 'monaco-editor/esm/vs/editor/editor.api.js';
import { textIndexOf } from '../text/text-index-of.ts';
import { modelHolds } from './model-text.ts';
import { diagnosticsFitText } from '../store/stale-diagnostics.ts';
import type { Analysis, Severity } from '../../core/index.ts';
import { rulePath } from '../../core/lint/rule-path.ts';
import { ruleDocs } from '../problems/rule-docs.ts';

/** Marker owner for the core's diagnostics (monaco-yaml uses its own). */
export const MARKER_OWNER = 'kops-hooks';

function severity(monaco: typeof Monaco, s: Severity): Monaco.MarkerSeverity {
  if (s === 'error') return monaco.MarkerSeverity.Error;
  if (s === 'warning') return monaco.MarkerSeverity.Warning;
  return monaco.MarkerSeverity.Info;
}

/**
 * What was last set on a model, and what its edits since then may have moved: Monaco carries
 * its marker decorations along with each edit, so a marker on a line an edit touched (or on any
 * line, once an edit added or removed lines) may no longer sit where the list says.
 */
interface Placed {
  markers: Monaco.editor.IMarkerData[];
  touched: Array<{ from: number; to: number }>;
  linesMoved: boolean;
}

const placed = new WeakMap<Monaco.editor.ITextModel, Placed>();

function watch(model: Monaco.editor.ITextModel): Placed {
  const state: Placed = { markers: [], touched: [], linesMoved: false };
  model.onDidChangeContent((e) => {
    if (state.linesMoved) return;
    for (const c of e.changes) {
      if (c.range.startLineNumber !== c.range.endLineNumber || c.text.includes('\n') || c.text.includes('\r')) state.linesMoved = true;
      else state.touched.push({ from: c.range.startLineNumber, to: c.range.endLineNumber });
    }
    if (state.touched.length > 64) state.linesMoved = true;
  });
  placed.set(model, state);
  return state;
}

/** A marker's code as text: a rule's code is a link (`{ value, target }`), made afresh each time. */
const codeText = (code: Monaco.editor.IMarkerData['code']): string | undefined => (typeof code === 'object' ? code.value : code);

function sameMarker(a: Monaco.editor.IMarkerData, b: Monaco.editor.IMarkerData): boolean {
  return a.startLineNumber === b.startLineNumber && a.startColumn === b.startColumn && a.endLineNumber === b.endLineNumber
    && a.endColumn === b.endColumn && a.severity === b.severity && codeText(a.code) === codeText(b.code) && a.message === b.message;
}

/** Whether the markers on the model already show `markers` (the same list, and no edit since moved any of it). */
function alreadyShown(state: Placed, markers: Monaco.editor.IMarkerData[]): boolean {
  if (state.linesMoved || markers.length !== state.markers.length) return false;
  for (let i = 0; i < markers.length; i++) if (!sameMarker(markers[i]!, state.markers[i]!)) return false;
  return !markers.some((m) => state.touched.some((t) => m.startLineNumber <= t.to && m.endLineNumber >= t.from));
}

/**
 * Converts the Analysis's diagnostics into Monaco markers on the model (only converts: the
 * Analysis is the one source of problems). Skipped when the model moved on since the analysis,
 * or while the diagnostics are the previous text's (lint has not caught up), because the offsets
 * would point at the wrong text, past its end after "New"; Monaco keeps moving the markers it has
 * with the edits, and the next analysis catches up. Skipped too when the markers on the model
 * already show exactly these: typing in one hook of a 1,000-hook spec leaves the other hooks'
 * findings on their lines, and setting 2,000 markers again would cost Monaco a long task.
 */
export function setDiagnosticMarkers(monaco: typeof Monaco, model: Monaco.editor.ITextModel, analysis: Analysis): void {
  if (!diagnosticsFitText(analysis) || !modelHolds(model, analysis.text)) return;
  const index = textIndexOf(analysis.text);
  // A rule's code links to its page in the build (the hover shows it as a link), beside this page.
  const pages = new Map<string, Monaco.editor.IMarkerData['code']>();
  const codeOf = (code: string): Monaco.editor.IMarkerData['code'] => {
    let c = pages.get(code);
    if (c === undefined) {
      c = ruleDocs(code) ? { value: code, target: monaco.Uri.parse(new URL(rulePath(code), document.baseURI).href) } : code;
      pages.set(code, c);
    }
    return c;
  };
  const markers = analysis.diagnostics.map((d): Monaco.editor.IMarkerData => {
    const start = index.lineCol(d.range.start);
    const end = index.lineCol(Math.max(d.range.end, d.range.start));
    return {
      code: codeOf(d.code),
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
  const state = placed.get(model) ?? watch(model);
  if (alreadyShown(state, markers)) return;
  monaco.editor.setModelMarkers(model, MARKER_OWNER, markers);
  state.markers = markers;
  state.touched = [];
  state.linesMoved = false;
}
