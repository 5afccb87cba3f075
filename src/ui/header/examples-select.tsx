import { useId } from 'react';
import { EXAMPLES } from '../examples/catalog.ts';
import { openExample } from './open-example.ts';

/** The "Examples" combobox. It acts on choice and then returns to its prompt. */
export function ExamplesSelect() {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="visually-hidden">Examples</label>
      <select id={id} className="examples-select" value="" onChange={(e) => void openExample(e.target.value)}>
        <option value="" disabled>Examples…</option>
        {EXAMPLES.map((ex) => <option key={ex.id} value={ex.id} title={ex.description}>{ex.title}</option>)}
      </select>
    </>
  );
}
