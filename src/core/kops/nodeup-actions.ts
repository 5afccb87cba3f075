import type { Behaviour } from '../types.ts';

/**
 * The commands nodeup runs for one hook task on its first run on a fresh node, in order
 * (`upup/pkg/fi/nodeup/nodetasks/service.go` RenderLocal). The file is missing, so the unit counts
 * as stopped and not enabled:
 * - a hook with a definition: nodeup writes the file, reloads systemd, restarts the unit, enables it;
 *   the restart gains `--no-block` only in kops 1.35.0 (`v1.35.0:upup/pkg/fi/nodeup/nodetasks/service.go`);
 * - a disabled hook (no definition): nothing to write or stop, but the enabled state is unknown,
 *   so nodeup runs `systemctl disable`.
 */
export function nodeupActions(unit: string, definition: string | null, b: Behaviour): string[] {
  if (definition === null) return [`systemctl disable ${unit}`];
  return ['systemctl daemon-reload', restartCommand(unit, b), `systemctl enable ${unit}`];
}

/** `systemctl restart UNIT`, with ` --no-block` from kops 1.35.0 (nodeup appends it after the unit). */
export function restartCommand(unit: string, b: Behaviour): string {
  return `systemctl restart ${unit}${b.noBlockRestart ? ' --no-block' : ''}`;
}
