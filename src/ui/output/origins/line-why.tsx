import { explainRule } from '../../../core/kops/line-rule-catalogue.ts';
import { InlineCode } from '../../problems/inline-code.tsx';
import type { LineOriginView } from './line-origins.ts';

/** `tag:path:line` as a link to that line of kubernetes/kops on GitHub; anything else as text. */
function Citation({ source }: { source: string }) {
  const m = /^(v?\d+\.\d+\.\d+):([^:]+):(\d+)$/.exec(source);
  if (!m) return <>{source}</>;
  return <a href={`https://github.com/kubernetes/kops/blob/${m[1]}/${m[2]}#L${m[3]}`} target="_blank" rel="noreferrer">{source}</a>;
}

/** The releases as a sentence's start: `Every release`, but `kops 1.11 and later` keeps kops's lower case. */
export function releasesSentence(releases: string): string {
  return releases.startsWith('kops') ? releases : releases.charAt(0).toUpperCase() + releases.slice(1);
}

/** `line 16`, `lines 11, 13–15`. */
export function yamlLineWords(lines: readonly number[]): string {
  const runs: string[] = [];
  for (let i = 0; i < lines.length; ) {
    let j = i;
    while (j + 1 < lines.length && lines[j + 1] === (lines[j] as number) + 1) j++;
    runs.push(i === j ? String(lines[i]) : `${lines[i]}–${lines[j]}`);
    i = j + 1;
  }
  return `${lines.length === 1 ? 'line' : 'lines'} ${runs.join(', ')}`;
}

/**
 * "Why this line": for the hovered, focused or tapped line of the unit, where it came from (the
 * spec's lines, with a way there, or kops on its own), what kops does there, since which release,
 * and the kops source. `id` names the text a focused line is described by.
 */
export function LineWhy({ id, line, origin, onJump }: {
  id: string;
  line: number | null;
  origin: LineOriginView | undefined;
  onJump: (line: number) => void;
}) {
  const rule = origin && explainRule(origin.rule);
  return (
    <section className="line-why" aria-label="Why this line">
      {line === null || !origin || !rule ? (
        <p className="why-hint">Why is a line here? Hover, tap or focus it (then <kbd>↑</kbd> <kbd>↓</kbd>, <kbd>Enter</kbd> to edit its YAML).</p>
      ) : (
        <div id={id}>
          <p className="why-head">
            <strong>Line {line + 1}</strong>
            {origin.from === 'spec' ? <> comes from the spec, {yamlLineWords(origin.yaml)}</> : <> is written by kops on its own</>}
            {' '}(<code>{rule.id}</code>)
            {origin.from === 'spec' && origin.jump !== null && (
              <>
                {' '}
                <button type="button" className="link-button" onClick={() => onJump(line)}>Go to line {origin.yaml[0]}</button>
              </>
            )}
          </p>
          <p className="why-does"><InlineCode text={rule.does} /></p>
          <p className="why-meta">
            {releasesSentence(rule.releases)}. Source:{' '}
            {rule.citations.map((c, i) => <span key={c}>{i > 0 && ', '}<Citation source={c} /></span>)}
          </p>
        </div>
      )}
    </section>
  );
}
