import type { Task } from '../../core/index.ts';
import { changedRules } from './changed-rules.ts';
import { lineDiff } from './line-diff.ts';

function describe(task: Task | undefined): string {
  if (!task) return 'no unit';
  return task.definition === null ? `${task.unit} (disabled, no file)` : task.unit;
}

/**
 * The unit with the toggle off and on: file names, then added and removed lines, each changed
 * line with the kops rule that wrote it (useRawManifest on drops kops's `wrap-…` lines).
 */
export function UnitDiff({ off, on, label }: { off: Task | undefined; on: Task | undefined; label: string }) {
  const before = off?.definition ?? '';
  const after = on?.definition ?? '';
  const lines = lineDiff(before, after);
  const rules = changedRules(lines, off, on);
  const same = before === after && off?.unit === on?.unit;
  return (
    <figure className="unit-diff">
      <figcaption>
        {off?.unit === on?.unit
          ? <>File <code>{describe(on)}</code></>
          : <>File name off: <code>{describe(off)}</code>, on: <code>{describe(on)}</code></>}
        {same && ' — the toggle changes nothing here.'}
      </figcaption>
      {!same && (
        <pre aria-label={label} tabIndex={0} role="region">
          {lines.map((l, i) => (
            <span key={i} className={`diff-${l.kind}`}>
              <span aria-hidden="true" className="diff-sign">{l.kind === 'added' ? '+' : l.kind === 'removed' ? '-' : ' '}</span>
              <span className="visually-hidden">{l.kind === 'added' ? 'added: ' : l.kind === 'removed' ? 'removed: ' : ''}</span>
              {l.text}
              {rules[i] && <span className="diff-rule"> ({rules[i]})</span>}
              {'\n'}
            </span>
          ))}
        </pre>
      )}
    </figure>
  );
}
