/** What a person recognises a draft by: its first hook's name, else its first meaningful line. */
export function draftTitle(text: string): string {
  const hooks = text.search(/^\s*hooks\s*:/m);
  const match = /^\s*-?\s*name\s*:\s*["']?([^"'#\n]+?)["']?\s*(?:#.*)?$/m.exec(hooks >= 0 ? text.slice(hooks) : text);
  if (match?.[1]) return match[1];
  const line = text.split('\n').map((l) => l.trim()).find((l) => l !== '' && !l.startsWith('#') && l !== '---');
  return line ? (line.length > 40 ? `${line.slice(0, 39)}…` : line) : '(empty)';
}
