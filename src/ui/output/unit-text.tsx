import { memo } from 'react';
import { continues, systemdTokens } from './systemd-tokens.ts';

/**
 * A unit file as plain, selectable text with line numbers and systemd colouring. Line numbers
 * are CSS-generated (`data-n`), so selecting or copying the text gives exactly the file's bytes.
 * Text only: every piece is a React text node, never markup.
 */
export const UnitText = memo(function UnitText({ text, label }: { text: string; label: string }) {
  const lines = text.split('\n');
  // A final newline ends the last line; it does not start a new one.
  const endsWithNewline = lines.length > 1 && lines[lines.length - 1] === '';
  if (endsWithNewline) lines.pop();
  let inContinuation = false;
  const rendered = lines.map((line, i) => {
    const tokens = systemdTokens(line, inContinuation);
    inContinuation = continues(line, inContinuation);
    return (
      <span key={i} className="line" data-n={i + 1}>
        {tokens.map((t, j) => (t.kind === 'text' ? t.text : <span key={j} className={`tok-${t.kind}`}>{t.text}</span>))}
        {i < lines.length - 1 || endsWithNewline ? '\n' : ''}
      </span>
    );
  });
  return (
    <div className="unit-text" role="region" aria-label={label} tabIndex={0}>
      <pre>{rendered}</pre>
      {!endsWithNewline && text !== '' && <p className="note">No newline at the end of the file.</p>}
      {text === '' && <p className="note">The file is empty: systemd treats an empty unit file as masked.</p>}
    </div>
  );
});
