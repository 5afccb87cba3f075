import type { YAMLError } from 'yaml';
import type { Diagnostic } from '../types.ts';
import type { TextIndex } from '../text-index.ts';

/** What to do about each yaml error code, appended to yaml's own description. */
const ADVICE: Partial<Record<YAMLError['code'], string>> = {
  BAD_INDENT: 'Line up the keys of one mapping at the same column and indent nested values further, with spaces.',
  BAD_DQ_ESCAPE: 'Inside double quotes a backslash starts an escape: write \\\\ for a backslash, or use single quotes.',
  BAD_SCALAR_START: 'Quote the value: a plain value cannot start with this character.',
  BLOCK_AS_IMPLICIT_KEY: 'Put the nested mapping on its own lines, indented below its key, or check for a missing space after a colon.',
  BLOCK_IN_FLOW: 'Inside [ ] or { } use flow style only, or write the collection in block style.',
  MISSING_CHAR: 'Add the missing character.',
  MULTILINE_IMPLICIT_KEY: 'A key must fit on one line: check for a missing colon or a value indented less than its key.',
  MULTIPLE_ANCHORS: 'Keep one anchor on the node.',
  MULTIPLE_TAGS: 'Keep one tag on the node.',
  KEY_OVER_1024_CHARS: 'Shorten the key.',
  UNEXPECTED_TOKEN: 'Check the indentation and the punctuation on this line.',
  BAD_DIRECTIVE: 'Remove the directive line.',
  ALIAS_PROPS: 'Remove the anchor or tag from the alias.',
  BAD_ALIAS: 'Define the anchor (&name) before the alias (*name) uses it.',
  RESOURCE_EXHAUSTION: 'Simplify the document.',
  BAD_COLLECTION_TYPE: 'Remove the tag.',
  NON_STRING_KEY: 'Quote the key.',
  BAD_PROP_ORDER: 'Write the anchor and tag before the value.',
};

/**
 * Turns one yaml parse error or warning into a Diagnostic, keeping yaml's code and rewriting the
 * message so that it says what is wrong and how to fix it.
 */
export function yamlDiagnostic(error: YAMLError, text: string, index: () => TextIndex): Diagnostic {
  const start = clamp(error.pos[0], text.length);
  let end = Math.max(start, clamp(error.pos[1], text.length));
  // yaml marks only the first character of a duplicate key; the whole key reads better.
  if (error.code === 'DUPLICATE_KEY') end = Math.max(end, keyEnd(text, start));
  const severity = error.name === 'YAMLWarning' ? 'warning' : 'error';
  return { code: error.code, severity, message: messageFor(error, text, start, end, index), range: { start, end } };
}

function messageFor(error: YAMLError, text: string, start: number, end: number, index: () => TextIndex): string {
  switch (error.code) {
    case 'TAB_AS_INDENT': {
      const at = index().lineCol(start);
      return `YAML does not allow tabs for indentation; replace the tab at line ${at.line}, column ${at.column} with spaces.`;
    }
    case 'DUPLICATE_KEY': {
      const key = text.slice(start, end).trim() || 'this key';
      return `The key "${key}" appears twice in one mapping: YAML forbids this, and kops's parser keeps only the last value. Remove or merge one of them.`;
    }
    case 'TAG_RESOLVE_FAILED':
      return `${sentence(error.message)} kops's YAML parser ignores unknown tags and reads the value as a string; remove the tag.`;
    default: {
      const advice = ADVICE[error.code];
      return advice ? `${sentence(error.message)} ${advice}` : sentence(error.message);
    }
  }
}

/** yaml's messages may span lines (context excerpts) and lack a full stop. */
function sentence(message: string): string {
  const first = (message.split('\n')[0] ?? '').trim();
  const text = first.charAt(0).toUpperCase() + first.slice(1);
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/** End of the implicit key starting at `start`: a quoted key, or text up to `: ` / end of line. */
function keyEnd(text: string, start: number): number {
  const q = text[start];
  if (q === '"' || q === "'") {
    const close = text.indexOf(q, start + 1);
    return close < 0 ? start + 1 : close + 1;
  }
  const m = /[^\n]*?(?=:(?:[ \t\r\n]|$))/y;
  m.lastIndex = start;
  const found = m.exec(text);
  return found ? start + found[0].length : start + 1;
}

function clamp(n: number, max: number): number {
  return Number.isFinite(n) ? Math.max(0, Math.min(n, max)) : 0;
}
