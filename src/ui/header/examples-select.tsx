import { useId } from 'react';
import { EXAMPLES, findExample } from '../examples/catalog.ts';
import { loadText } from '../editor/load-text.ts';
import { useStore } from '../store/store.ts';
import { useCompareStore } from '../compare/compare-store.ts';

/** Opens a gallery example: asks before replacing edited text, and applies the example's kops version. */
export function openExample(id: string): boolean {
  const example = findExample(id);
  if (!example || !loadText(example.text, `the example "${example.title}"`)) return false;
  if (example.kopsVersion) useStore.getState().setKopsVersion(example.kopsVersion);
  useCompareStore.getState().open(example.compare ?? null);
  return true;
}

/** The "Examples" combobox. It acts on choice and then returns to its prompt. */
export function ExamplesSelect() {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>Examples</label>
      <select id={id} value="" onChange={(e) => openExample(e.target.value)}>
        <option value="" disabled>Open an example…</option>
        {EXAMPLES.map((ex) => <option key={ex.id} value={ex.id} title={ex.description}>{ex.title}</option>)}
      </select>
    </div>
  );
}
