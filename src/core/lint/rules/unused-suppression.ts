import type { Rule } from '../rule.ts';

/**
 * A suppression comment that silences nothing. Reported by the suppression step (spec/suppressions.ts),
 * which runs after every rule: this entry gives it a severity, a page and a place in the tables.
 */
export const unusedSuppression: Rule = {
  id: 'unused-suppression',
  severity: 'warning',
  scope: 'hook',
  title: 'Suppression comment that silences nothing',
  docs: {
    summary: 'A `# kops-hooks-disable-next-line RULE` (or `# kops-hooks-disable RULE`) comment names a rule that reports nothing where the comment applies: the problem was fixed, the rule name is misspelt, or the comment sits above the wrong line.',
    why: 'A stale suppression hides the next real finding of that rule there; reporting it keeps suppressions honest, as ESLint\'s `--report-unused-disable-directives` does.',
    fix: 'Remove the rule from the comment (the comment, when it names no other rule).',
    bad: '# kops-hooks-disable-next-line no-install-section -- runs from nodeup only\n- name: fine.service\n  manifest: |\n    Type=oneshot\n    ExecStart=/usr/bin/true\n    [Install]\n    WantedBy=multi-user.target',
    good: '- name: fine.service\n  manifest: |\n    Type=oneshot\n    ExecStart=/usr/bin/true\n    [Install]\n    WantedBy=multi-user.target',
  },
  check() {
    return [];
  },
};
