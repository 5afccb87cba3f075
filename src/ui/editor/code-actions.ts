import type * as Monaco from 'monaco-editor/esm/vs/editor/editor.api.js';
import { textIndexOf } from '../text/text-index-of.ts';
import { modelHolds } from './model-text.ts';
import { currentAnalysis } from './current-analysis.ts';
import { suppressFix } from '../../core/lint/suppress-fix.ts';
import { ruleDocs } from '../problems/rule-docs.ts';

/**
 * Offers each diagnostic's fixes as quick fixes (Ctrl+. or the light bulb). Only converts:
 * the fixes come from the core, with offsets into the analysed text; they are offered only while
 * the model still holds that text. Monaco applies them as one undoable edit. Each lint finding
 * also offers "Suppress RULE for this hook" (core/lint/suppress-fix.ts), after its fixes.
 */
export function registerFixActions(monaco: typeof Monaco): Monaco.IDisposable {
  return monaco.languages.registerCodeActionProvider('yaml', {
    provideCodeActions(model, range) {
      const analysis = currentAnalysis();
      if (!analysis || !modelHolds(model, analysis.text)) return { actions: [], dispose() {} };
      const index = textIndexOf(analysis.text);
      const from = index.offset(range.startLineNumber, range.startColumn);
      const to = index.offset(range.endLineNumber, range.endColumn);
      const actions: Monaco.languages.CodeAction[] = [];
      const isRule = (code: string): boolean => ruleDocs(code) !== undefined;
      for (const d of analysis.diagnostics) {
        // Lines, not offsets: a caret anywhere on the diagnostic's lines offers its fixes.
        const startLine = index.lineCol(d.range.start).line;
        const endLine = index.lineCol(d.range.end).line;
        if (index.lineCol(to).line < startLine || index.lineCol(from).line > endLine) continue;
        const suppress = suppressFix(analysis, d, isRule);
        [...(d.fixes ?? []), ...(suppress ? [suppress] : [])].forEach((fix, i) => {
          actions.push({
            // Monaco shows titles as plain text: drop the message's code backticks.
            title: fix.title.replace(/`/g, ''),
            kind: 'quickfix',
            // A suggestion is never what Auto Fix applies on its own.
            isPreferred: i === 0 && !fix.suggestion,
            edit: {
              edits: fix.edits.map((e) => {
                const s = index.lineCol(e.start);
                const t = index.lineCol(e.end);
                return {
                  resource: model.uri,
                  versionId: model.getVersionId(),
                  textEdit: { range: new monaco.Range(s.line, s.column, t.line, t.column), text: e.text },
                };
              }),
            },
          });
        });
      }
      return { actions, dispose() {} };
    },
  });
}
