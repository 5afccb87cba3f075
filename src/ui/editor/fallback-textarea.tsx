import { memo } from 'react';
import { useStore } from '../store/store.ts';

/**
 * The editor until Monaco's chunk has loaded (or if it fails to load): a plain textarea with
 * the same text and label, fully usable, so the page never waits for Monaco.
 */
export const FallbackTextarea = memo(function FallbackTextarea() {
  const text = useStore((s) => s.text);
  const setText = useStore((s) => s.setText);
  const setCursor = useStore((s) => s.setCursor);
  return (
    <textarea
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
