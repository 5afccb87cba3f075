import type { Finding, Rule } from '../rule.ts';
import { hasUnitCondition, hookCommands, program, type Statement } from '../hook-statements.ts';

/** Words a unit must contain for this rule to read its commands (hookCommands). */
const MENTIONS = /mkfs/;

/** Whether a statement formats a disk whatever is on it: mkfs.xfs refuses an existing filesystem unless forced. */
function formatsBlindly(s: Statement): boolean {
  const p = program(s);
  if (!/^mkfs(\.|$)/.test(p)) return false;
  if (p === 'mkfs.xfs' || (p === 'mkfs' && s.words.includes('xfs'))) return s.words.some((w) => /^-[a-z]*f[a-z]*$/.test(w));
  return true;
}

const CHECKS = /\b(blkid|lsblk|file\s+-s|findmnt|mountpoint|grep)\b/;

/** `mkfs` in a hook with no check that the disk is not formatted yet. */
export const mkfsWithoutCheck: Rule = {
  id: 'mkfs-without-check',
  severity: 'warning',
  scope: 'unit',
  title: 'mkfs without an "already formatted" check',
  docs: {
    summary: 'A hook that runs `mkfs` with no check formats the disk again at every boot (hooks run at each boot), erasing what was written to it since.',
    why: 'A reboot, or a node that keeps its disks, brings the hook back: the first format was wanted, the others lose data.',
    fix: 'Test first: `blkid /dev/nvme1n1 || mkfs.ext4 /dev/nvme1n1`; or use the InstanceGroup\'s `volumeMounts` (kops 1.12+), which formats only a disk without a filesystem.',
    bad: '- name: data-disk.service\n  manifest: |\n    Type=oneshot\n    ExecStart=/sbin/mkfs.ext4 /dev/nvme1n1',
    good: '- name: data-disk.service\n  manifest: |\n    Type=oneshot\n    ExecStart=/bin/sh -c "blkid /dev/nvme1n1 || mkfs.ext4 /dev/nvme1n1"',
  },
  check(ctx) {
    const out: Finding[] = [];
    for (const view of ctx.units) {
      const commands = hookCommands(view, MENTIONS);
      if (commands.length === 0 || hasUnitCondition(view)) continue;
      for (const c of commands) {
        if (c.conditional || c.statements.some((s) => CHECKS.test(s.text))) continue;
        const mkfs = c.statements.find(formatsBlindly);
        if (!mkfs) continue;
        out.push({
          at: { unit: view, line: c.entry.line },
          message: `${view.task.unit} runs \`${program(mkfs)}\` without checking for a filesystem: the hook runs at every boot, so it formats the disk again and erases its data.`,
        });
      }
    }
    return out;
  },
};
