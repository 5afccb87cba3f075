import type { Behaviour, Task } from '../../core/index.ts';
import { nodeLifecycleNotes, restartEffect } from '../../core/kops/nodeup-messages.ts';
import { enabledByInstall } from '../../core/systemd/install-section.ts';

/**
 * What nodeup does with one unit, folded under its count of commands: the commands it runs on a
 * fresh node (from the core's `task.actions`), what its restart means in this kops version, and
 * what happens on a real node afterwards (reboots, renames).
 */
export function NodeupActions({ task, behaviour }: { task: Task; behaviour: Behaviour }) {
  const written = task.definition !== null;
  const count = task.actions.length;
  return (
    <details className="nodeup-actions">
      <summary>What nodeup does ({count} command{count === 1 ? '' : 's'})</summary>
      <p>
        {written
          ? `On a new node nodeup writes ${task.path}, then runs:`
          : 'The hook is disabled: no file is written. On a new node nodeup only runs:'}
      </p>
      <ol>
        {task.actions.map((c) => <li key={c}><code>{c}</code></li>)}
      </ol>
      {written ? (
        <p className="note">{restartEffect(behaviour)}</p>
      ) : (
        <p className="note">
          Where the OS ships this unit and it runs (the usual reason to disable a hook), nodeup first stops it
          with <code>systemctl stop {task.unit}{behaviour.noBlockRestart ? ' --no-block' : ''}</code>, and disables it if it is enabled.
        </p>
      )}
      <details className="node-lifecycle">
        <summary>On a running node</summary>
        <ul>
          {nodeLifecycleNotes(behaviour, written, written && enabledByInstall(task.definition ?? '')).map((n) => <li key={n}>{n}</li>)}
        </ul>
      </details>
    </details>
  );
}
