import { checkKopsVersion, isNewerThanKnown, normaliseKopsVersion } from '../../core/kops/check-kops-version.ts';
import { KOPS_RELEASES } from '../../core/kops/releases.ts';

interface TypedVersionProps {
  /** The id its label points at; `${id}-list` and `${id}-note` name its suggestions and message. */
  id: string;
  className?: string;
  /** The text it opens with (selected, so typing replaces it). */
  initial: string;
  /** The version to use (normalised), or null to keep the one before (Escape, or left empty). Called once. */
  onDone: (version: string | null) => void;
}

const HINT = 'Any kops version from 1.8, such as 1.30.4. Enter uses it; Escape goes back to the list.';

/** Shows `text` under the field: a problem (an alert), a note, or the hint for screen readers only. */
function say(note: HTMLElement | null, kind: 'problem' | 'note' | 'hint', text: string): void {
  if (!note) return;
  note.textContent = text;
  note.className = kind === 'problem' ? 'control-error' : kind === 'note' ? 'control-note' : 'visually-hidden';
  if (kind === 'problem') note.setAttribute('role', 'alert');
  else note.removeAttribute('role');
}

/**
 * The text field of a kops version picker (loaded when first wanted): any version, checked when
 * it is used (Enter, or leaving the field), with the releases as suggestions. A version that
 * cannot be used keeps the field open with a message that says why; Escape goes back unchanged.
 *
 * It uses no React hooks: the text is the input's own and the message is written to the page.
 * A lazily loaded chunk that imports React's hooks without the store makes Rolldown split
 * zustand out of the page's entry, which the classic entry (scripts/vite-classic-entry.ts)
 * cannot take in; this one needs only JSX.
 */
export function TypedVersion({ id, className, initial, onDone }: TypedVersionProps) {
  const note = (): HTMLElement | null => document.getElementById(`${id}-note`);
  // Once only: after Escape or Enter, the blur of the field's own removal must not use it again.
  const finish = (input: HTMLInputElement, version: string | null): void => {
    if (input.dataset.done) return;
    input.dataset.done = 'yes';
    onDone(version);
  };
  const use = (input: HTMLInputElement): void => {
    if (input.value.trim() === '') return finish(input, null);
    const found = checkKopsVersion(input.value);
    if (!found) return finish(input, normaliseKopsVersion(input.value));
    input.setAttribute('aria-invalid', 'true');
    say(note(), 'problem', found.message);
  };
  return (
    <span className="typed-version" data-keeps-menu="">
      <input
        ref={(el) => {
          if (!el || el.dataset.opened) return;
          el.dataset.opened = 'yes';
          el.focus();
          // A version to replace is selected; a first typed character stays, with the caret after it.
          if (initial.length > 1) el.select();
        }}
        id={id}
        type="text"
        className={className}
        defaultValue={initial}
        list={`${id}-list`}
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        placeholder="1.30.4"
        aria-describedby={`${id}-note`}
        onInput={(e) => {
          const input = e.currentTarget;
          input.removeAttribute('aria-invalid');
          const v = normaliseKopsVersion(input.value);
          const newer = checkKopsVersion(v) === null && isNewerThanKnown(v);
          say(note(), newer ? 'note' : 'hint', newer ? `Newer than ${KOPS_RELEASES[0]}, the newest release known here: it renders as the newest kops does.` : HINT);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            use(e.currentTarget);
          } else if (e.key === 'Escape') {
            // Only the field: a menu around it stays open.
            e.preventDefault();
            e.stopPropagation();
            finish(e.currentTarget, null);
          }
        }}
        onBlur={(e) => use(e.currentTarget)}
      />
      <datalist id={`${id}-list`}>
        {KOPS_RELEASES.map((r) => <option key={r} value={r} />)}
      </datalist>
      <span id={`${id}-note`} className="visually-hidden">{HINT}</span>
    </span>
  );
}
