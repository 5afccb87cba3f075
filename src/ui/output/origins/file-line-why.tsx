import { yamlLineWords } from './line-why.tsx';
import type { FileLineView } from './file-origins.ts';
import type { WhyProps } from './origin-text.tsx';

const HOW: Readonly<Record<NonNullable<FileLineView['how']>, string>> = {
  exact: 'its text, exactly as written there.',
  parsed: 'YAML made it from the text there, folding lines or reading escapes.',
  decoded: 'the file is the content there decoded from base64 (isBase64: true), so every line comes from it.',
};

/**
 * Where the hovered, focused or tapped line of a file came from: its YAML lines, how YAML made
 * the line from them, and a way there. `path` names the file, so that each file's region has a
 * name of its own.
 */
export function FileLineWhy({ id, line, origin, onJump, path }: WhyProps<FileLineView> & { path: string }) {
  return (
    <section className="line-why" aria-label={`Where lines of ${path} come from`}>
      {line === null || !origin ? (
        <p className="why-hint">Where is a line from? Hover, tap or focus it (then <kbd>↑</kbd> <kbd>↓</kbd>, <kbd>Enter</kbd> to edit its YAML).</p>
      ) : (
        <p className="why-head" id={id}>
          <strong>Line {line + 1}</strong>
          {origin.how === null ? (
            <> is empty: the fileAsset has no <code>content</code>, so nodeup writes an empty file.</>
          ) : (
            <>
              {' '}comes from the spec, {yamlLineWords(origin.yaml)}: {HOW[origin.how]}
              {origin.jump !== null && (
                <>
                  {' '}
                  <button type="button" className="link-button" onClick={() => onJump(line)}>Go to line {origin.yaml[0]}</button>
                </>
              )}
            </>
          )}
        </p>
      )}
    </section>
  );
}
