import type { Finding, UnitView } from './rule.ts';
import type { LintContext } from './rule.ts';
import { escapePath } from '../systemd/escape-path.ts';
import { insertHookField, replaceScalar } from './yaml-edits.ts';

/**
 * Shared by swap-what-mismatch and mount-where-mismatch: the unit name must be the escaped path
 * (`/swap1` → `swap1.swap`). The fix renames the hook to that name.
 */
export function pathUnitName(ctx: LintContext, view: UnitView, section: 'Swap' | 'Mount', key: 'What' | 'Where'): Finding | undefined {
  const entry = view.parsed.entries.findLast((e) => e.section === section && e.key === key);
  const hook = view.hook;
  if (!entry || !hook || !entry.value.startsWith('/') || entry.value.includes('%')) return undefined;
  const escaped = escapePath(entry.value);
  if (escaped === null) return undefined;
  const proper = `${escaped}.${view.type}`;
  if (proper === view.task.unit) return undefined;
  const edit = hook.name ? replaceScalar(hook.name, proper) : insertHookField(ctx.analysis.text, hook, `name: ${JSON.stringify(proper)}`);
  const verdict = view.type === 'swap' ? 'does not match the unit name, so systemd refuses to load it' : 'does not match the unit name, so systemd refuses to mount it';
  return {
    at: { unit: view, line: entry.line },
    message: `\`${key}=${entry.value}\` ${verdict}: ${view.task.unit} must be named ${proper} (systemd-escape --path).`,
    ...(edit ? { fixes: [{ title: `Rename the hook to \`${proper}\``, edits: [edit] }] } : {}),
  };
}
