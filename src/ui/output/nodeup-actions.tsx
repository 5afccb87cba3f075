import type { Task } from '../../core/index.ts';

/** What nodeup runs for a task, in order: the file plus systemctl calls, or stop/disable for a disabled hook. */
export function nodeupCommands(task: Task): string[] {
  if (task.definition === null) return [`systemctl stop ${task.unit}`, `systemctl disable ${task.unit}`];
  return ['systemctl daemon-reload', `systemctl restart ${task.unit} --no-block`, `systemctl enable ${task.unit}`];
}

/** The nodeup actions for one unit, folded by default: a list a person can read and copy. */
export function NodeupActions({ task }: { task: Task }) {
  const commands = nodeupCommands(task);
  return (
    <details className="nodeup-actions">
      <summary>What nodeup does ({commands.length} commands)</summary>
      <p>
        {task.definition === null
          ? 'The hook is disabled: no file is written. nodeup stops and disables the unit (useful to switch off a unit the OS ships):'
          : `nodeup writes ${task.path}, then runs:`}
      </p>
      <ol>
        {commands.map((c) => <li key={c}><code>{c}</code></li>)}
      </ol>
    </details>
  );
}
