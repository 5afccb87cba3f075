import { memo, type ReactNode } from 'react';
import { continues, systemdTokens } from './systemd-tokens.ts';

/** A unit file's lines, split as a file has them: a final newline ends the last line, it starts none. */
export function fileLines(text: string): { lines: string[]; endsWithNewline: boolean } {
  const lines = text.split('\n');
  const endsWithNewline = lines.length > 1 && lines[lines.length - 1] === '';
  if (endsWithNewline) lines.pop();
  return { lines, endsWithNewline };
}

/** Each line's coloured pieces: text nodes and token spans, never markup from the text. */
export function lineContents(lines: readonly string[]): ReactNode[] {
  let inContinuation = false;
  return lines.map((line) => {
    const tokens = systemdTokens(line, inContinuation);
    inContinuation = continues(line, inContinuation);
    return tokens.map((t, j) => (t.kind === 'text' ? t.text : <span key={j} className={`tok-${t.kind}`}>{t.text}</span>));
  });
}

/** What follows the text: no final newline, or an empty file. */
export function fileNotes(text: string, endsWithNewline: boolean): ReactNode {
  if (text === '') return <p className="note">The file is empty: systemd treats an empty unit file as masked.</p>;
  return endsWithNewline ? null : <p className="note">No newline at the end of the file.</p>;
}

/**
 * A unit file as plain, selectable text with line numbers and systemd colouring. Line numbers
 * are CSS-generated (`data-n`), so selecting or copying the text gives exactly the file's bytes.
 * Text only: every piece is a React text node, never markup. `wrap` wraps long lines, marking the
 * rows that continue one. (Once its chunk has loaded, unit-origins.tsx takes over, with each line's origin.)
 */
export const UnitText = memo(function UnitText({ text, label, wrap }: { text: string; label: string; wrap: boolean }) {
  const { lines, endsWithNewline } = fileLines(text);
  const contents = lineContents(lines);
  return (
    <div className={wrap ? 'unit-text wrap' : 'unit-text'} role="region" aria-label={label} tabIndex={0}>
      <pre>
        {lines.map((_, i) => (
          <span key={i} className="line" data-n={i + 1}>{contents[i]}{i < lines.length - 1 || endsWithNewline ? '\n' : ''}</span>
        ))}
      </pre>
      {fileNotes(text, endsWithNewline)}
    </div>
  );
});
