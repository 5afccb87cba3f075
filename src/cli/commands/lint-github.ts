import type { Analysis, Severity } from '../../core/types.ts';
import { TextIndex } from '../../core/text-index.ts';
import { ruleUrl } from '../../core/lint/rule-url.ts';

const COMMAND: Record<Severity, 'error' | 'warning' | 'notice'> = { error: 'error', warning: 'warning', info: 'notice' };

/** A workflow command's message: `%`, CR and LF are percent-encoded, as the runner decodes them. */
export function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** A workflow command's property value: as a message, plus `:` and `,`, which end a property. */
export function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

/**
 * GitHub Actions workflow commands, one line per diagnostic, so that the runner shows each one
 * on the pull request's diff without a SARIF upload:
 * `::error file=F,line=L,col=C,endLine=L,endColumn=C,title=CODE::MESSAGE` (`::warning`,
 * `::notice` for info). Lines and columns are 1-based; the end column is exclusive, as in the
 * JSON output, and a range that ends with its line's newline ends on that line. GitHub takes
 * columns only within one line, so a range over several lines gives `line` and `endLine` alone,
 * and an empty range `line` and `col` alone. `file` is left out for standard input (null). The
 * rule's page (rule-url.ts) follows the message on a line of its own.
 */
export function lintGithub(file: string | null, analysis: Analysis): string {
  const index = new TextIndex(analysis.text);
  return analysis.diagnostics.map((d) => {
    const start = index.lineCol(d.range.start);
    const props: string[] = file === null ? [] : [`file=${escapeProperty(file)}`];
    props.push(`line=${start.line}`);
    if (d.range.end <= d.range.start) props.push(`col=${start.column}`);
    else {
      const last = index.lineCol(d.range.end - 1);
      const endColumn = analysis.text[d.range.end - 1] === '\n' ? last.column : last.column + 1;
      if (last.line !== start.line) props.push(`endLine=${last.line}`);
      else if (endColumn > start.column) props.push(`col=${start.column}`, `endLine=${last.line}`, `endColumn=${endColumn}`);
      else props.push(`col=${start.column}`);
    }
    props.push(`title=${escapeProperty(d.code)}`);
    const url = ruleUrl(d.code);
    return `::${COMMAND[d.severity]} ${props.join(',')}::${escapeData(url ? `${d.message}\n${url}` : d.message)}\n`;
  }).join('');
}
