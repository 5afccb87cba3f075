import type { Finding, Rule } from '../rule.ts';

/** `command: [sh, -c, ""]`: kops escapes an empty argument to nothing, so it vanishes. */
export const emptyCommandArgument: Rule = {
  id: 'empty-command-argument',
  severity: 'warning',
  scope: 'hook',
  title: 'Empty command argument vanishes',
  docs: {
    summary: 'kops writes an empty argument as nothing, so it disappears from the command line on the node and the following arguments shift (`sh -c "" x` becomes `sh -c x`).',
    why: 'kops\'s EscapeCommand quotes only arguments with spaces; an empty string becomes an empty word, which systemd drops.',
    fix: 'Remove the empty argument, or pass what you meant explicitly (a quoted empty string inside `sh -c`).',
    bad: '- execContainer:\n    image: busybox:1.36\n    command: [touch, "", /rootfs/tmp/x]',
    good: '- execContainer:\n    image: busybox:1.36\n    command: [touch, /rootfs/tmp/x]',
  },
  check(ctx) {
    const out: Finding[] = [];
    for (const hook of ctx.hooks) {
      if (ctx.isDisabled(hook)) continue;
      hook.execContainer?.value.command?.value.forEach((arg, item) => {
        if (arg.value !== '') return;
        out.push({
          at: { hook, field: 'command', item },
          message: `Argument ${item} of \`command\` is empty: kops writes it as nothing, so it vanishes from the command line on the node.`,
        });
      });
    }
    return out;
  },
};
