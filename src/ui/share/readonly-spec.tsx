import { useMemo } from 'react';
import { useStore } from '../store/store.ts';
import { yamlTokens } from './yaml-tokens.ts';

/**
 * The spec of a read-only embed (`?embed&readonly`), folded under the units: a disclosure that
 * opens on the YAML with line numbers and colours, each line whole (long lines scroll sideways
 * instead of being cut), at its natural height so the frame grows to show it. Text only: every
 * piece is a React text node.
 */
export default function ReadonlySpec() {
  const text = useStore((s) => s.text);
  const lines = useMemo(() => yamlTokens(text), [text]);
  return (
    <details className="embed-spec">
      <summary>Spec (YAML, {lines.length} line{lines.length === 1 ? '' : 's'})</summary>
      <div className="unit-text" role="region" aria-label="Hook spec" tabIndex={0}>
        <pre>
          {lines.map((tokens, i) => (
            <span key={i} className="line" data-n={i + 1}>
              {tokens.map((t, j) => (t.kind === 'text' ? t.text : <span key={j} className={`tok-${t.kind}`}>{t.text}</span>))}
              {'\n'}
            </span>
          ))}
        </pre>
      </div>
    </details>
  );
}
