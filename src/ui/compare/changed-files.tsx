import { useId, useMemo } from 'react';
import type { FileDiff } from '../../core/compare/file-diffs.ts';
import type { GroupDiff } from '../../core/compare/types.ts';
import type { NodeFile, Range } from '../../core/index.ts';
import { parseSpec } from '../../core/spec/parse-spec.ts';
import { editorController } from '../editor/editor-controller.ts';
import { InlineCode } from '../problems/inline-code.tsx';
import { lineOf } from '../text/text-index-of.ts';

const CHANGE: Record<FileDiff['change'], string> = { added: 'added', removed: 'removed', changed: 'changed', unchanged: 'unchanged' };

/** What changes about one file, in a few words: its mode on each side, and whether its content moves. */
function fileWords(f: FileDiff): string {
  const m0 = f.before?.mode;
  const m1 = f.after?.mode;
  const mode = m0 && m1 && m0 !== m1 ? `mode ${m0} → ${m1}` : `mode ${m1 ?? m0 ?? ''}`;
  return f.patch !== '' && f.change === 'changed' ? `${mode}, content changed` : mode;
}

/** Which sides of a comparison are of the editor's text: both (two versions of it), or the after side (against an earlier spec). */
export type EditorSides = 'both' | 'after';

/** The range of the fileAsset that wrote a side's file, in the editor's text (null for a side of another text). */
function assetRange(spec: ReturnType<typeof parseSpec>, f: FileDiff, sides: EditorSides): Range | null {
  const file: NodeFile | null = f.after ?? (sides === 'both' ? f.before : null);
  if (!file) return null;
  const asset = spec.documents[file.from.document]?.fileAssets?.find((a) => a.index === file.from.index && a.list === file.from.list);
  return asset?.range ?? null;
}

/**
 * The files nodeup writes from fileAssets that differ between the two versions, by instance
 * group: path, change, mode on each side, the content's patch, why (the one version fact
 * that moves a file: kops 1.23.3 reads `mode`), and a way to its fileAsset in the editor's `text`
 * (`sides`: which sides are of it; by default the after side). Nothing when no file changes.
 */
export function ChangedFiles({ groups, text, sides = 'after' }: {
  groups: ReadonlyArray<Pick<GroupDiff, 'name' | 'role' | 'files'>>;
  text?: string;
  sides?: EditorSides;
}) {
  const shown = groups.map((g) => ({ g, files: g.files.filter((f) => f.change !== 'unchanged') })).filter((s) => s.files.length > 0);
  if (shown.length === 0) return null;
  return <ChangedFileList shown={shown} text={text} sides={sides} />;
}

function ChangedFileList({ shown, text, sides }: {
  shown: ReadonlyArray<{ g: Pick<GroupDiff, 'name' | 'role'>; files: FileDiff[] }>;
  text: string | undefined;
  sides: EditorSides;
}) {
  const base = useId();
  // Parsed only when files change: where each one's fileAsset sits in the editor's text.
  const spec = useMemo(() => (text === undefined ? null : parseSpec(text)), [text]);
  return (
    <ul className="changed-units changed-files" aria-label="Changed files">
      {shown.map(({ g, files }, i) => (
        <li key={g.name} className="changed-group">
          <span className="changed-group-name" id={`${base}-${i}`}>{g.name} <span className="role">({g.role})</span></span>
          <ul aria-labelledby={`${base}-${i}`}>
            {files.map((f) => (
              <li key={f.path} className={`changed-unit change-${f.change}`} aria-label={f.path}>
                <span className="changed-unit-head"><code>{f.path}</code> <span className="change-word">{CHANGE[f.change]}: {fileWords(f)}</span></span>
                {f.reason && <span className="changed-unit-reason"><InlineCode text={f.reason} /></span>}
                {spec && text !== undefined && <GoToAsset text={text} range={assetRange(spec, f, sides)} />}
                {f.patch !== '' && f.change === 'changed' && <pre className="file-patch">{f.patch}</pre>}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

/** "Go to line N": the caret on the first line of the file's fileAsset in the editor. */
function GoToAsset({ text, range }: { text: string; range: Range | null }) {
  if (!range) return null;
  return (
    <span className="changed-file-go">
      <button type="button" className="link-button" onClick={() => editorController().revealOffset(range.start)}>
        Go to line {lineOf(text, range.start)}
      </button>
    </span>
  );
}
