import { useId, useLayoutEffect, useRef, useState } from 'react';
import { checkKopsVersion, isNewerThanKnown, normaliseKopsVersion } from '../../core/kops/check-kops-version.ts';
import { KOPS_PRE_RELEASES, preRelease } from '../../core/kops/pre-releases.ts';
import { KOPS_RELEASES } from '../../core/kops/releases.ts';

interface TypedVersionProps {
  /** The id its label points at. */
  id: string;
  className?: string;
  /** The text it opens with (selected, so typing replaces it). */
  initial: string;
  /** The version to use (normalised), or null to keep the one before (Escape, or left empty). Called once. */
  onDone: (version: string | null) => void;
}

/**
 * The text field of a kops version picker: any version, checked when it is used (Enter, or
 * leaving the field), with the releases as suggestions. A version that cannot be used keeps the
 * field open with a message that says why; Escape goes back to the list unchanged.
 */
export function TypedVersion({ id, className, initial, onDone }: TypedVersionProps) {
  const [text, setText] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  const messageId = useId();
  useLayoutEffect(() => {
    const el = input.current;
    if (!el) return;
    el.focus();
    // A version to replace is selected; a first typed character stays, with the caret after it.
    if (initial.length > 1) el.select();
  }, [initial]);
  // Set once the field is done: the blur of its own removal must not use it twice.
  const done = useRef(false);
  const finish = (version: string | null): void => {
    if (done.current) return;
    done.current = true;
    onDone(version);
  };
  const use = (): void => {
    if (text.trim() === '') return finish(null);
    const found = checkKopsVersion(text);
    if (found) return setProblem(found.message);
    finish(normaliseKopsVersion(text));
  };
  const pre = problem === null ? preRelease(text) : undefined;
  const newer = problem === null && !pre && checkKopsVersion(text) === null && isNewerThanKnown(normaliseKopsVersion(text));
  return (
    <span className="typed-version" data-keeps-menu="">
      <input
        ref={input}
        id={id}
        type="text"
        className={className}
        value={text}
        list={listId}
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        placeholder="1.30.4"
        aria-invalid={problem !== null}
        aria-describedby={messageId}
        onChange={(e) => {
          setText(e.target.value);
          setProblem(null);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            use();
          } else if (e.key === 'Escape') {
            // Only the field: a menu around it stays open.
            e.preventDefault();
            e.stopPropagation();
            finish(null);
          }
        }}
        onBlur={use}
      />
      <datalist id={listId}>
        {[...KOPS_RELEASES, ...KOPS_PRE_RELEASES.map((p) => p.version)].map((r) => <option key={r} value={r} />)}
      </datalist>
      <span id={messageId} className={problem ? 'control-error' : newer || pre ? 'control-note' : 'visually-hidden'} role={problem ? 'alert' : undefined}>
        {problem ?? (pre ? `A pre-release, not the default: it renders as kops ${pre.rendersAs} does.` : newer
          ? `Newer than ${KOPS_RELEASES[0]}, the newest release known here: it renders as the newest kops does.`
          : 'Any kops version from 1.8, such as 1.30.4. Enter uses it; Escape goes back to the list.')}
      </span>
    </span>
  );
}
