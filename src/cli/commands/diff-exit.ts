/**
 * The exit codes of `kops-hooks diff --detailed-exitcode`, as operators know them from
 * `terraform plan -detailed-exitcode` and `helm diff --detailed-exitcode`. A CI job can tell the
 * three apart: an upgrade that changes nothing, one to review, and a check that did not work.
 * Without the flag, diff exits as every command does (io.ts).
 */

/** Both sides analysed without an error, and no unit changes. */
export const EXIT_DIFF_NO_CHANGES = 0;
/** An error: the input has one on either side (or kops refuses it), an internal error, or bad usage. */
export const EXIT_DIFF_ERROR = 1;
/** Both sides analysed without an error, and units change (or nodeup's abort does). */
export const EXIT_DIFF_CHANGES = 2;

/** The flag, and the git-like name it had first (`--exit-code`), kept as an alias. */
export const DETAILED_EXIT_FLAGS: readonly string[] = ['--detailed-exitcode', '--exit-code'];

/**
 * Whether diff's arguments ask for the detailed exit codes (before a `--`). main.ts reads it
 * before it loads the command, so that a crash exits EXIT_DIFF_ERROR too, never 2.
 */
export function wantsDetailedExitCode(args: readonly string[]): boolean {
  const end = args.indexOf('--');
  return (end < 0 ? args : args.slice(0, end)).some((a) => DETAILED_EXIT_FLAGS.includes(a));
}

/** The detailed exit code of a comparison that ran: an error wins over changes. */
export function detailedExitCode(hasErrors: boolean, changes: boolean): number {
  if (hasErrors) return EXIT_DIFF_ERROR;
  return changes ? EXIT_DIFF_CHANGES : EXIT_DIFF_NO_CHANGES;
}
