/** The text of `kops-hooks --help`: every command of the design, built or not. */
export const HELP = `kops-hooks: see the systemd units that kops nodeup writes for your hooks

Usage:
  kops-hooks render FILE|- [--ig NAME] [--format text|json]
      Print the unit files every instance group gets (text: a header line with the
      unit's path, then its content; json: the render contract in DESIGN.md).
  kops-hooks lint FILE|- [--format text|json|sarif] [--fix]
      Print the problems as file:line:column: severity code: message.
      --fix rewrites FILE with every available fix.
  kops-hooks link FILE|- [--base URL]
      Print a permalink that opens the playground on this spec.
  kops-hooks link --decode URL|FRAGMENT
      Print the YAML held in a permalink (version and runtime on stderr).

Common options:
  --kops-version V    kops version to render for (1.10.1, v1.29.0; default: the newest)
  --runtime R         docker|containerd (default: the Cluster's spec.containerRuntime)
  --proposal          render the original request's design (useRawName, useRawManifest)
  --distro D          debian|rhel|flatcar|cos: where unit files land (default: debian)
  -h, --help          show this help

FILE - reads standard input.

Exit codes: 0 success, 1 the input has errors (output is still printed), 2 usage error.
`;
