import type { Finding, Rule } from '../rule.ts';
import { hasUnitCondition, hookCommands, program, type Statement } from '../hook-statements.ts';

/** Words a unit must contain for this rule to read its commands (hookCommands). */
const MENTIONS = /reboot|shutdown|poweroff|halt|kexec|init/;

/** `reboot`, `shutdown -r`, `systemctl reboot`, `init 6`...: what the statement does to the node, or null. */
function rebootOf(s: Statement): string | null {
  const p = program(s);
  if (p === 'reboot' || p === 'poweroff' || p === 'halt') return p;
  if (p === 'shutdown') return 'shutdown';
  if (p === 'systemctl') {
    const verb = s.words.slice(1).find((w) => !w.startsWith('-'));
    if (verb === 'reboot' || verb === 'poweroff' || verb === 'halt' || verb === 'kexec' || verb === 'soft-reboot') return `systemctl ${verb}`;
  }
  if ((p === 'init' || p === 'telinit') && (s.words[1] === '6' || s.words[1] === '0')) return `${p} ${s.words[1]}`;
  return null;
}

/** A hook that reboots (or powers off) the node with nothing that stops it doing so again after the reboot. */
export const hookRebootsNode: Rule = {
  id: 'hook-reboots-node',
  severity: 'warning',
  scope: 'unit',
  title: 'Hook reboots the node without a guard',
  docs: {
    summary: 'A hook that runs `reboot`, `shutdown` or `systemctl reboot` with no condition reboots the node on every boot: nodeup and systemd run it again after the reboot, so the node loops and never joins.',
    why: 'kops hooks run at every boot (an execContainer hook and a manifest hook with [Install] are enabled; nodeup starts the rest on its run at boot), so a one-time reboot needs a marker that says it has been done.',
    fix: 'Guard it: `ConditionPathExists=!/var/lib/my-hook.done` in [Unit] (useRawManifest) and `touch /var/lib/my-hook.done` before the reboot, or test in the script (`[ -e /var/lib/my-hook.done ] || { touch /var/lib/my-hook.done; reboot; }`).',
    bad: '- name: apply-kernel.service\n  manifest: |\n    Type=oneshot\n    ExecStart=/bin/sh -c "update-grub; reboot"',
    good: '- name: apply-kernel.service\n  manifest: |\n    Type=oneshot\n    ExecStart=/bin/sh -c "[ -e /var/lib/kernel.done ] || { update-grub; touch /var/lib/kernel.done; reboot; }"',
  },
  check(ctx) {
    const out: Finding[] = [];
    for (const view of ctx.units) {
      const commands = hookCommands(view, MENTIONS);
      if (commands.length === 0 || hasUnitCondition(view)) continue;
      for (const c of commands) {
        if (c.conditional) continue;
        const what = c.statements.map(rebootOf).find((r) => r !== null);
        if (!what) continue;
        out.push({
          at: { unit: view, line: c.entry.line },
          message: `${view.task.unit} runs \`${what}\` with no condition: it runs again at the next boot, so the node reboots in a loop and never joins the cluster.`,
        });
        break;
      }
    }
    return out;
  },
};
