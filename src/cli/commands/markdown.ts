/**
 * Markdown building blocks that hold any text safely: whatever a unit or a name contains, it
 * stays literal (CommonMark 0.31, which GitHub follows).
 */

/** The longest run of backticks in `text` (0 when there is none). */
function longestBacktickRun(text: string): number {
  let longest = 0;
  for (const run of text.match(/`+/g) ?? []) longest = Math.max(longest, run.length);
  return longest;
}

/**
 * An inline code span showing `text` literally: delimited by more backticks than any run inside,
 * padded with a space when the text starts or ends with a backtick (or starts and ends with a
 * space, which CommonMark would strip). Line breaks become spaces, so a heading stays one line.
 */
export function inlineCode(text: string): string {
  const flat = text.replace(/\r\n|\r|\n/g, ' ');
  const ticks = '`'.repeat(longestBacktickRun(flat) + 1);
  const pad = /^`|`$/.test(flat) || (/^ .*[^ ].* $/s.test(flat)) ? ' ' : '';
  return `${ticks}${pad}${flat}${pad}${ticks}`;
}

/**
 * A fenced code block holding `text` byte for byte (a final newline is added when it lacks one):
 * the fence is longer than any backtick run in the text, so no line of it can close the block.
 */
export function fencedBlock(text: string, info: string): string {
  const fence = '`'.repeat(Math.max(3, longestBacktickRun(text) + 1));
  return `${fence}${info}\n${text}${text.endsWith('\n') || text === '' ? '' : '\n'}${fence}\n`;
}

/** Markdown syntax in plain prose, backslash-escaped (CommonMark allows it for any ASCII punctuation). */
function escapeProse(text: string): string {
  return text.replace(/[\\`*_[\]<>#|!~&]/g, (c) => `\\${c}`);
}

/**
 * Prose that may hold names from the user's spec, written as the core writes its messages:
 * `backticked` parts are code (as the page shows them), the rest stays literal, every character
 * Markdown could read as syntax (emphasis, links, HTML, entities, tables) backslash-escaped. A
 * text with an unpaired backtick is escaped whole. Line breaks become spaces.
 */
export function proseText(text: string): string {
  const flat = text.replace(/\r\n|\r|\n/g, ' ');
  const parts = flat.split('`');
  if (parts.length % 2 === 0) return escapeProse(flat);
  return parts.map((p, i) => (i % 2 === 1 ? inlineCode(p) : escapeProse(p))).join('');
}
