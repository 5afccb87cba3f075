import type { Diagnostic } from '../types.ts';

/**
 * Largest input parsed, in UTF-16 code units (4 MB of ASCII). Real `kops get -o yaml` output stays
 * far below (~100 kB), but the benchmark's 10,000-hook manifest (~2 MB) must be read. yaml needs
 * about 0.4-1.3 s per MB, so the UI analyses off the main thread; a larger paste is refused at once.
 */
export const MAX_INPUT_CHARS = 4 * 1024 * 1024;
/** Longest single line parsed. Real kops specs stay far below this (long certificates are ~8 kB). */
export const MAX_LINE_CHARS = 256 * 1024;
/** Deepest collection nesting composed. yaml composes recursively; kops specs nest about 8 deep. */
export const MAX_DEPTH = 200;
/** Most nodes that aliases may expand to in one document, summed over its aliases. */
export const MAX_ALIAS_EXPANSION = 100_000;
/** Most YAML syntax diagnostics kept per input; binary junk would otherwise produce thousands. */
export const MAX_YAML_DIAGNOSTICS = 100;

/** What a single scan of the raw text found. */
export interface InputScan {
  diagnostics: Diagnostic[];
  /** False when the text must not be handed to the YAML parser (too large, a line too long). */
  parseable: boolean;
}

const mb = (n: number): string => `${(n / (1024 * 1024)).toFixed(1)} MB`;

/**
 * Checks size, line length, control characters and bare carriage returns in one pass, before
 * any YAML parsing, so that hostile input is refused in linear time with a located message.
 */
export function scanInput(text: string): InputScan {
  const diagnostics: Diagnostic[] = [];
  if (text.length > MAX_INPUT_CHARS) {
    diagnostics.push({
      code: 'input-too-large',
      severity: 'error',
      message: `The input is ${mb(text.length)} (${text.length} characters); the limit is ${mb(MAX_INPUT_CHARS)}. Paste only the Cluster, InstanceGroups or hooks you want to preview.`,
      range: { start: 0, end: 0 },
    });
    return { diagnostics, parseable: false };
  }
  let parseable = true;
  let lineStart = 0;
  let badCount = 0;
  let firstBad = -1;
  /** First bare CR, NEL, LS or PS: a line break for Go YAML 1.1, not for yaml. */
  let firstBareCr = -1;
  // Usually nothing but printable text, tabs and line feeds: then only line lengths matter, and
  // native searches find them faster than looking at every character (a tenth of the parse's cost).
  if (!UNUSUAL.test(text)) {
    for (let nl = text.indexOf('\n'); nl >= 0 && parseable; nl = text.indexOf('\n', lineStart)) {
      if (nl - lineStart > MAX_LINE_CHARS) parseable = tooLong(diagnostics, lineStart, nl);
      lineStart = nl + 1;
    }
  } else for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) {
      if (parseable && i - lineStart > MAX_LINE_CHARS) parseable = tooLong(diagnostics, lineStart, i);
      lineStart = i + 1;
    } else if ((c === 0x85 || c === 0x2028 || c === 0x2029) && firstBareCr < 0) {
      firstBareCr = i;
    } else if (c < 32 || (c >= 0x7f && c <= 0x9f && c !== 0x85) || c === 0xfffe || c === 0xffff || (c === 0xfeff && i > 0)) {
      if (c === 9) continue;
      if (c === 13) {
        if (text.charCodeAt(i + 1) !== 10 && firstBareCr < 0) firstBareCr = i;
        continue;
      }
      if (firstBad < 0) firstBad = i;
      badCount++;
    }
  }
  if (parseable && text.length - lineStart > MAX_LINE_CHARS) parseable = tooLong(diagnostics, lineStart, text.length);
  if (firstBad >= 0) diagnostics.push(controlCharacter(text, firstBad, badCount));
  if (firstBareCr >= 0) diagnostics.push(unusualBreak(text.charCodeAt(firstBareCr), firstBareCr));
  return { diagnostics, parseable };
}

/**
 * Go's yaml.v2 (YAML 1.1) breaks lines at a bare CR, NEL (U+0085), LS (U+2028) and PS (U+2029);
 * yaml (YAML 1.2) only at LF and CRLF. The two parsers may then see different structures.
 */
function unusualBreak(c: number, at: number): Diagnostic {
  const name = c === 13 ? 'A carriage return (\\r) without a line feed' : `The line separator U+${c.toString(16).toUpperCase().padStart(4, '0')}`;
  return {
    code: 'unusual-line-break',
    severity: 'warning',
    message: `${name}: kops's YAML parser (Go, YAML 1.1) breaks the line here, but this preview does not, so the structure may differ. Save the file with LF or CRLF line endings.`,
    range: { start: at, end: at + 1 },
  };
}

/**
 * Every character the loop of scanInput reports or notes (controls but tab and line feed, C1
 * controls, NEL, LS, PS, BOM, U+FFFE and U+FFFF), written as what it is not: tab, line feed and
 * the printable ranges between those.
 */
const UNUSUAL = /[^\t\n -~\u00a0-\u2027\u202a-\ufefe\uff00-\ufffd]/;

function tooLong(diagnostics: Diagnostic[], start: number, end: number): false {
  diagnostics.push({
    code: 'line-too-long',
    severity: 'error',
    message: `A line of ${end - start} characters is longer than the limit of ${MAX_LINE_CHARS}; the input is not parsed. Break the line up or remove it.`,
    range: { start, end: start },
  });
  return false;
}

function controlCharacter(text: string, at: number, count: number): Diagnostic {
  const c = text.charCodeAt(at);
  const name = c === 0 ? 'a NUL byte (U+0000)' : `the control character U+${c.toString(16).toUpperCase().padStart(4, '0')}`;
  const binary = count > 8 ? ' This looks like a binary file, not YAML.' : '';
  const more = count > 1 ? ` (${count} such characters in all)` : '';
  return {
    code: 'invalid-character',
    severity: 'error',
    message: `The input contains ${name}${more}: kops's YAML parser rejects control characters. Remove it.${binary}`,
    range: { start: at, end: at + 1 },
  };
}
