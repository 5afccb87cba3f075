import { useEffect, useMemo, useRef, useState } from 'react';
import { setEditorController } from '../editor/editor-controller.ts';
import { useStore } from '../store/store.ts';
import { lineOf } from '../text/text-index-of.ts';
import { yamlTokens } from './yaml-tokens.ts';

/**
 * The spec of a read-only embed (`?embed&readonly`), folded under the units: a disclosure that
 * opens on the YAML with line numbers and colours, each line whole (long lines scroll sideways
 * instead of being cut), at its natural height so the frame grows to show it. It stands in for
 * the editor: a unit's "Go to line N" opens it on that line. Text only: every piece is a React
 * text node. Loaded apart from the page's entry (embed-app.tsx).
 */
export default function ReadonlySpec() {
  const text = useStore((s) => s.text);
  const lines = useMemo(() => yamlTokens(text), [text]);
  const details = useRef<HTMLDetailsElement>(null);
  const [target, setTarget] = useState<number | null>(null);
  useEffect(() => {
    setEditorController({
      applyEdits: () => false,
      revealOffset: (offset) => {
        if (details.current) details.current.open = true;
        setTarget(lineOf(useStore.getState().text, offset));
      },
      undo: () => undefined,
    });
    return () => setEditorController(null);
  }, []);
  useEffect(() => {
    const line = target === null ? null : details.current?.querySelector<HTMLElement>(`[data-n="${target}"]`);
    line?.scrollIntoView({ block: 'center' });
    details.current?.querySelector<HTMLElement>('[role="region"]')?.focus({ preventScroll: true });
  }, [target]);
  return (
    <details className="embed-spec" ref={details}>
      <summary>Spec (YAML, {lines.length} line{lines.length === 1 ? '' : 's'})</summary>
      <div className="unit-text" role="region" aria-label="Hook spec" tabIndex={0}>
        <pre>
          {lines.map((tokens, i) => (
            <span key={i} className={i + 1 === target ? 'line target' : 'line'} data-n={i + 1}>
              {tokens.map((t, j) => (t.kind === 'text' ? t.text : <span key={j} className={`tok-${t.kind}`}>{t.text}</span>))}
              {'\n'}
            </span>
          ))}
        </pre>
      </div>
    </details>
  );
}
