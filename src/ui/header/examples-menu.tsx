import { useEffect, useState } from 'react';
import { PopoverPanel } from '../layout/popover-panel.tsx';
import { EXAMPLES } from '../examples/catalog.ts';
import { THE_REQUEST } from '../examples/the-request.ts';
import { useAfterFirstPaint } from '../hooks/use-after-first-paint.ts';
import { openExample } from './open-example.ts';

/**
 * "Examples": a button that opens the list of examples (on click, Enter or Space); Tab moves
 * through it and only a click or Enter on one opens that example, with Undo (open-example.ts).
 * The native select it replaces loaded an example as soon as an arrow key moved its value. Each
 * example's description is its tooltip, from a chunk asked for after the first paint.
 */
export function ExamplesMenu() {
  const painted = useAfterFirstPaint();
  const [descriptions, setDescriptions] = useState<ReadonlyMap<string, string> | null>(null);
  useEffect(() => {
    if (!painted) return;
    let live = true;
    void import('../examples/example-descriptions.ts').then((m) => live && setDescriptions(m.EXAMPLE_DESCRIPTIONS), () => undefined);
    return () => {
      live = false;
    };
  }, [painted]);
  return (
    <PopoverPanel label="Examples" panelName="Examples">
      <div className="examples-list">
        <p className="hint examples-intro">{THE_REQUEST}</p>
        {EXAMPLES.map((ex) => <button key={ex.id} type="button" title={descriptions?.get(ex.id)} onClick={() => void openExample(ex.id)}>{ex.title}</button>)}
      </div>
    </PopoverPanel>
  );
}
