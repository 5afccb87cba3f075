import type * as Monaco from 'monaco-editor/esm/vs/editor/editor.api.js';
import { useOriginStore, type OriginState } from '../output/origins/origin-store.ts';
import '../output/origins/origins.css';

/**
 * The decorations for what the unit view shows: a mark in each colour beside the YAML lines that
 * made the unit on screen, and a highlight on the YAML lines of its hovered or focused line.
 */
export function originDecorations(monaco: typeof Monaco, { shown, active }: OriginState): Monaco.editor.IModelDeltaDecoration[] {
  if (!shown) return [];
  const out: Monaco.editor.IModelDeltaDecoration[] = [];
  for (const [line, colour] of shown.yamlColour) {
    out.push({ range: new monaco.Range(line, 1, line, 1), options: { isWholeLine: true, linesDecorationsClassName: `origin-mark o-${colour}` } });
  }
  for (const line of (active === null ? undefined : shown.lines[active])?.yaml ?? []) {
    out.push({ range: new monaco.Range(line, 1, line, 1), options: { isWholeLine: true, className: 'origin-highlight' } });
  }
  return out;
}

/**
 * Keeps the editor's origin decorations in step with the unit view (origin-store.ts) until the
 * returned function is called.
 */
export function watchOrigins(monaco: typeof Monaco, editor: Monaco.editor.IStandaloneCodeEditor): () => void {
  const collection = editor.createDecorationsCollection();
  const paint = (state: OriginState): void => {
    collection.set(originDecorations(monaco, state));
  };
  paint(useOriginStore.getState());
  const stop = useOriginStore.subscribe(paint);
  return () => {
    stop();
    collection.clear();
  };
}
