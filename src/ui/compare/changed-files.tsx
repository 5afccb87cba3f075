import { useId } from 'react';
import type { FileDiff } from '../../core/compare/file-diffs.ts';
import type { GroupDiff } from '../../core/compare/types.ts';
import { InlineCode } from '../problems/inline-code.tsx';

const CHANGE: Record<FileDiff['change'], string> = { added: 'added', removed: 'removed', changed: 'changed', unchanged: 'unchanged' };

/** What changes about one file, in a few words: its mode on each side, and whether its content moves. */
function fileWords(f: FileDiff): string {
  const m0 = f.before?.mode;
  const m1 = f.after?.mode;
  const mode = m0 && m1 && m0 !== m1 ? `mode ${m0} → ${m1}` : `mode ${m1 ?? m0 ?? ''}`;
  return f.patch !== '' && f.change === 'changed' ? `${mode}, content changed` : mode;
}

/**
 * The files nodeup writes from fileAssets that differ between the two versions, by instance
 * group: path, change, mode on each side, the content's patch, and why (the one version fact
 * that moves a file: kops 1.23.3 reads `mode`). Nothing when no file changes.
 */
export function ChangedFiles({ groups }: { groups: ReadonlyArray<Pick<GroupDiff, 'name' | 'role' | 'files'>> }) {
  const base = useId();
  const shown = groups.map((g) => ({ g, files: g.files.filter((f) => f.change !== 'unchanged') })).filter((s) => s.files.length > 0);
  if (shown.length === 0) return null;
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
                {f.patch !== '' && f.change === 'changed' && <pre className="file-patch">{f.patch}</pre>}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
