import type { Finding, Rule } from '../rule.ts';
import { hookCommands, program, type Statement } from '../hook-statements.ts';

/** Words a unit must contain for this rule to read its commands (hookCommands). */
const MENTIONS = /systemctl/;

const CORE = /^(kubelet|containerd|docker|crio)(\.service)?$/;
const VERBS = new Set(['restart', 'stop', 'try-restart', 'reload-or-restart', 'kill']);

/** `systemctl restart kubelet` (or stop, or the runtime's): the unit named, or null. */
function restarted(s: Statement): string | null {
  if (program(s) !== 'systemctl') return null;
  const args = s.words.slice(1).filter((w) => !w.startsWith('-'));
  if (!VERBS.has(args[0] ?? '')) return null;
  const unit = args.slice(1).find((u) => CORE.test(u));
  return unit ? `systemctl ${args[0]} ${unit}` : null;
}

/** A hook that restarts or stops kubelet or the container runtime. */
export const hookRestartsRuntime: Rule = {
  id: 'hook-restarts-runtime',
  severity: 'warning',
  scope: 'unit',
  title: 'Hook restarts kubelet or the container runtime',
  docs: {
    summary: 'A hook that runs `systemctl restart kubelet` (or containerd, docker) restarts it in the middle of the boot, while nodeup and other hooks start units that depend on it: their jobs fail or wait, and every boot repeats it.',
    why: 'nodeup starts kubelet and the runtime itself after writing their configuration; a restart from a hook races it, and a stopped runtime kills every running container, including other hooks\'.',
    fix: 'Order the hook before the unit instead (`before: [kubelet.service]`, or `Before=containerd.service` in a raw manifest) so that it has done its work before the unit starts; or change the setting through the kops spec.',
    bad: '- name: kubelet-tweak.service\n  manifest: |\n    Type=oneshot\n    ExecStart=/bin/sh -c "echo tweak; systemctl restart kubelet"',
    good: '- name: kubelet-tweak.service\n  before: [kubelet.service]\n  manifest: |\n    Type=oneshot\n    ExecStart=/bin/sh -c "echo tweak"',
  },
  check(ctx) {
    const out: Finding[] = [];
    for (const view of ctx.units) {
      if (!view.hook) continue;
      for (const c of hookCommands(view, MENTIONS)) {
        const what = c.statements.map(restarted).find((r) => r !== null);
        if (!what) continue;
        out.push({
          at: { unit: view, line: c.entry.line },
          message: `${view.task.unit} runs \`${what}\`: at every boot it restarts that unit while nodeup and other units start against it, so their jobs can fail.`,
        });
      }
    }
    return out;
  },
};
