import { memo, useLayoutEffect, useRef } from 'react';
import { useStore } from '../store/store.ts';

// The stand-in is replaced more than once while Monaco loads (Suspense's, then the editor
// wrapper's own): whoever comes next takes over the focus the person had in the one that left.
let focusLeftBehind = false;

/** True once if the last stand-in to go had the focus; the caller takes it over. */
export function takeStandInFocus(): boolean {
  const had = focusLeftBehind;
  focusLeftBehind = false;
  return had;
}

/**
 * The editor until Monaco's chunk has loaded (or if it fails to load): a plain textarea with
 * the same text and label, fully usable, so the page never waits for Monaco.
 */
export const FallbackTextarea = memo(function FallbackTextarea() {
  const text = useStore((s) => s.text);
  const setText = useStore((s) => s.setText);
  const setCursor = useStore((s) => s.setCursor);
  const ref = useRef<HTMLTextAreaElement>(null);
  useLayoutEffect(() => {
    const area = ref.current;
    if (area && takeStandInFocus()) {
      const offset = useStore.getState().cursor;
      area.focus();
      area.setSelectionRange(offset, offset);
    }
    // Layout cleanups run before React removes the node, so the focus can still be seen here.
    return () => { focusLeftBehind = area !== null && document.activeElement === area; };
  }, []);
  return (
    <textarea
      ref={ref}
      className="fallback-editor"
      data-editor-fallback=""
      aria-label="Hook spec"
      spellCheck={false}
      value={text}
      onChange={(e) => setText(e.target.value)}
      onSelect={(e) => setCursor(e.currentTarget.selectionStart)}
    />
  );
});
