import type { Finding, Rule } from '../rule.ts';
import { hookCommands, program, type HookCommand, type Statement } from '../hook-statements.ts';
import { hasField, KOPS_FIELDS, type KopsFieldKind } from '../kops-fields.ts';

/**
 * Words a unit must contain for this rule to read its commands (hookCommands). `install` counts
 * unless it is the `[Install]` header, which every exec unit and most raw units have: a command's
 * word `install` is never right after a `[`, and a backslash (an escape systemd undoes) reads the
 * commands whatever else the unit says.
 */
const MENTIONS = /sysctl|\/proc\/sys|(?<!\[)install|nvidia|mkfs|\/etc\/containerd\/|\\/i;

const INSTALLERS = new Set(['apt-get', 'apt', 'yum', 'dnf', 'zypper']);
// Statements that change nothing on their own: a hook that only installs packages may refresh the lists first.
const NEUTRAL = (s: Statement): boolean => /^(set|true|:|export|sleep)$/.test(program(s)) || (INSTALLERS.has(program(s)) && /\b(update|makecache|clean)\b/.test(s.text));

const isSysctl = (s: Statement): boolean =>
  (program(s) === 'sysctl' && s.words.slice(1).some((w) => w.includes('=')))
  || /^(echo|printf)\b.*>\s*\/proc\/sys\//.test(s.text);
const isInstall = (s: Statement): boolean => INSTALLERS.has(program(s)) && s.words.includes('install');
const isNvidia = (s: Statement): boolean => /nvidia/i.test(s.text) && (isInstall(s) || /\b(apply|install|\.run)\b/.test(s.text) || /NVIDIA-Linux/.test(s.text));
const isMkfs = (s: Statement): boolean => /^mkfs(\.|$)/.test(program(s));
const isMount = (s: Statement): boolean => program(s) === 'mount' && s.words.length > 1;
const isRegistry = (s: Statement): boolean => /\/etc\/containerd\/certs\.d\b/.test(s.text) || (/\/etc\/containerd\/config\.toml/.test(s.text) && /registry|mirrors/.test(s.text));

/** The kind of hook `commands` make, by what every statement does (sysctl, packages) or what one does (the rest). */
function kindOf(commands: HookCommand[]): { kind: KopsFieldKind; at: HookCommand } | null {
  const all = commands.flatMap((c) => c.statements.map((s) => ({ c, s })));
  const first = (test: (s: Statement) => boolean): HookCommand | undefined => all.find((x) => test(x.s))?.c;
  const only = (test: (s: Statement) => boolean): HookCommand | undefined =>
    all.every((x) => test(x.s) || NEUTRAL(x.s)) ? first(test) : undefined;
  const nvidia = first(isNvidia);
  if (nvidia) return { kind: 'nvidia', at: nvidia };
  const registry = first(isRegistry);
  if (registry) return { kind: 'registry', at: registry };
  const mkfs = first(isMkfs);
  if (mkfs && first(isMount)) return { kind: 'disk', at: mkfs };
  const sysctl = only(isSysctl);
  if (sysctl) return { kind: 'sysctl', at: sysctl };
  const packages = only(isInstall);
  if (packages) return { kind: 'packages', at: packages };
  return null;
}

const WHAT: Record<KopsFieldKind, string> = {
  sysctl: 'only sets kernel parameters',
  packages: 'only installs packages',
  nvidia: 'installs NVIDIA drivers or the device plugin',
  disk: 'formats and mounts a disk',
  registry: "writes containerd's registry configuration",
};

/** A hook that does what a kops field does: advice, never a fix (the field lives elsewhere in the spec). */
export const useKopsField: Rule = {
  id: 'use-kops-field',
  severity: 'info',
  scope: 'unit',
  title: 'A kops field does what this hook does',
  docs: {
    summary: 'The hook sets sysctls, installs packages, sets up NVIDIA, formats and mounts a disk or configures registry mirrors: kops has a field that does this at boot, which it keeps in step with its own units and upgrades.',
    why: 'A hook runs once per boot in no particular order with kops\'s own units, and its script is yours to keep working; the field is kops\'s, applied by nodeup before the units that need it.',
    fix: 'Move it to the field the message names (`sysctlParameters`, the InstanceGroup\'s `packages` or `volumeMounts`, `containerd.nvidiaGPU`, `containerd.registryMirrors`) and remove the hook. A suggestion only: the field sits elsewhere in the spec.',
    bad: '- name: sysctl.service\n  manifest: |\n    Type=oneshot\n    ExecStart=/sbin/sysctl -w net.core.somaxconn=4096',
    good: '- name: tune.service\n  manifest: |\n    Type=oneshot\n    ExecStart=/usr/local/bin/tune-nic eth0',
    releases: Object.values(KOPS_FIELDS).map((f) => `\`${f.field}\` from kops ${f.since}`).join('; '),
    sources: Object.values(KOPS_FIELDS).flatMap((f) => [f.sources.at, f.sources.before]),
  },
  check(ctx) {
    const version = ctx.analysis.behaviour.version;
    const out: Finding[] = [];
    for (const view of ctx.units) {
      if (view.raw && view.hook?.execContainer) continue;
      const found = kindOf(hookCommands(view, MENTIONS));
      if (!found) continue;
      const f = KOPS_FIELDS[found.kind];
      if (!hasField(version, f)) continue;
      out.push({
        at: { unit: view, line: found.at.entry.line },
        message: `${view.task.unit} ${WHAT[found.kind]}: kops ${f.since} and later do this with \`${f.field}\` in ${f.where}, applied by nodeup at boot without a hook.`,
      });
    }
    return out;
  },
};
