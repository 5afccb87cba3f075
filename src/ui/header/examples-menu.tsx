import { PopoverPanel } from '../layout/popover-panel.tsx';
import { EXAMPLES } from '../examples/catalog.ts';
import { THE_REQUEST } from '../examples/the-request.ts';
import { openExample } from './open-example.ts';

/**
 * "Examples": a button that opens the list of examples (on click, Enter or Space); Tab moves
 * through it and only a click or Enter on one opens that example, with Undo (open-example.ts).
 * The native select it replaces loaded an example as soon as an arrow key moved its value.
 */
export function ExamplesMenu() {
  return (
    <PopoverPanel label="Examples" panelName="Examples">
      <div className="examples-list">
        <p className="hint examples-intro">{THE_REQUEST}</p>
        {EXAMPLES.map((ex) => <button key={ex.id} type="button" title={ex.description} onClick={() => void openExample(ex.id)}>{ex.title}</button>)}
      </div>
    </PopoverPanel>
  );
}
