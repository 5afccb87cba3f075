import { NEWEST_KOPS_VERSION } from '../core/kops/behaviour.ts';
import { KOPS_PRE_RELEASES } from '../core/kops/pre-releases.ts';
import { CHOICE_FIXES } from '../core/lint/choice-fixes.ts';

/** The text of `kops-hooks --help`: every command of the design. */
export const HELP = `kops-hooks: see the systemd units that kops nodeup writes for your hooks

Usage:
  kops-hooks render FILE|- [--ig NAME] [--format text|json|markdown] [--why]
      Print the unit files every instance group gets (text: a "==> PATH <==" header
      per unit, then its content byte for byte; json: { kopsVersion, runtime, refusal,
      instanceGroups: [{ name, role, tasks: [{ unit, path, definition, lines, … }] }],
      diagnostics }, "lines" saying where each unit line came from; markdown: for documentation and
      issue reports, a heading per instance group and per unit, each unit in an ini
      block, what nodeup does, the skipped hooks and why). --ig NAME prints one
      instance group only. --why notes each unit line's origin on its right ("# spec 16":
      line 16 of FILE; "# kops: RULE": written by kops) and explains the kops rules used.
  kops-hooks lint FILE...|- [--format text|json|sarif|github] [--fix]
                 [--disable RULE]... [--only RULE]... [--max-warnings N] [--fail-on SEVERITY]
      Print the problems as file:line:column: severity code: message, then the rule's
      page (sarif: SARIF 2.1.0 for code scanning; github: workflow commands that annotate
      the pull request). Takes several files (json: one). --only/--disable keep or drop
      rules; the exit status is 1 when a problem of --fail-on's severity or worse remains
      (default error) or more warnings than --max-warnings. --fix applies every fix that
      is not a person's choice and rewrites each FILE; with - it prints the fixed YAML on
      stdout and the problems on stderr. Choices, offered in the playground and left alone
      by --fix:
${CHOICE_FIXES.map((c) => `        ${c.what}`).join('\n')}.
  kops-hooks link FILE|- [--ig NAME] [--unit NAME] [--view VIEW] [--base URL]
      Print a permalink that opens the playground on this spec, version and runtime,
      and with --view on an output tab: units, boot or problems (the fragment "#v1.…"
      alone, or the whole URL with --base).
  kops-hooks link --decode URL|FRAGMENT|-
      Print the YAML held in a permalink on stdout; its kops version, runtime,
      instance group, unit and view on stderr.
  kops-hooks docs FILE.md...|- --base URL [--check]
      Put an "Open in the kops hook playground" link line after each Markdown block
      fenced as \`\`\`yaml kops-hooks [version=V] [runtime=R] [unit=NAME], holding that
      block's YAML; idempotent. --check changes nothing and exits 1 when a file would
      change (for CI).
  kops-hooks diff FILE|- --from V --to V [--from-runtime R] [--to-runtime R]
                  [--ig NAME] [--format text|json|markdown] [--detailed-exitcode]
      Preview an upgrade: what changes on each instance group's nodes from kops V
      (--from) to kops V (--to), unit by unit, as unified diffs with git-like headers,
      each followed by its reasons and what nodeup does. --detailed-exitcode (alias
      --exit-code), as in terraform plan and helm diff: 0 no unit changes, 1 an error
      (either side's input, internal, or usage), 2 units change.
  kops-hooks diff BASE|- FILE|- [--kops-version V] [--runtime R] [--from V] [--to V]
                  [--ig NAME] [--format text|json|markdown] [--context N] [--detailed-exitcode]
      Plan an edit: which instance groups roll (kops writes new user-data for them)
      and why, then each group's changed units, BASE (the spec as it is) against FILE
      (as edited); both at --kops-version/--runtime, or each side at --from/--to and
      --from-runtime/--to-runtime. The summary line comes first ("2 of 3 instance groups
      roll: nodes-a, nodes-b (3 units change, 1 file changes)"); markdown is a
      pull-request comment, a <details> per group, open when it rolls; --context N
      lines around each change. --detailed-exitcode: 0 nothing changes on any node
      and nothing rolls, 1 an error, 2 changes.
  kops-hooks graph FILE|- [--ig NAME] [--format text|json|markdown|dot|mermaid]
      Print the boot order of each instance group at a reboot: whether each hook runs
      before kubelet on a first boot and at a reboot (why, and the fix lint --fix
      applies), hooks, the units kops manages, the systemd units they name, what
      kubelet waits for, and every ordering cycle (markdown for documentation, dot
      for dot -Tsvg, mermaid for a flowchart). Exits 1 on a cycle.

Common options:
  --kops-version V    kops version to render for: any version from 1.8 on, such as
                      1.30.4, v1.29 or 1.28 (read as 1.28.0); default: ${NEWEST_KOPS_VERSION}.
                      Later versions render as ${NEWEST_KOPS_VERSION} does. Pre-release${KOPS_PRE_RELEASES.length > 1 ? 's' : ''}, never the
                      default: ${KOPS_PRE_RELEASES.map((p) => `${p.version} (renders as ${p.rendersAs})`).join(', ')}.
  --runtime R         docker|containerd (default: the Cluster's spec.containerRuntime,
                      else what that kops version picks)
  --proposal          render the original request's design (useRawName, useRawManifest)
  --distro D          debian|rhel|flatcar|cos: where unit files land (default: debian)
  -h, --help          show this help
  -V, --version       print the version of kops-hooks
Options also take the form --option=value. FILE - reads standard input.

Exit codes: 0 success; 1 the input has errors (output is still printed), or a link
cannot be decoded; 2 usage error (bad option, unreadable, empty or binary file).
diff --detailed-exitcode: 0 no changes, 1 error, 2 changes (see above).
`;
