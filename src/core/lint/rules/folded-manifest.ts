import type { Rule } from '../rule.ts';

/** A plain or quoted multi-line `manifest:` that YAML folded into one line. */
export const foldedManifest: Rule = {
  id: 'folded-manifest',
  severity: 'error',
  scope: 'hook',
  title: 'Manifest folded into one line by YAML',
  docs: {
    summary: 'YAML joins the lines of a plain or quoted multi-line scalar with spaces, so the node gets one line (`Type=oneshot ExecStart=/opt/x`): systemd reads a single invalid value and the unit does not do what you wrote.',
    why: 'Only a block scalar (`|`) keeps line breaks; indentation alone does not.',
    fix: 'Write `manifest: |` and indent the unit below it.',
    bad: '- name: x.service\n  manifest: Type=oneshot\n    ExecStart=/opt/x',
    good: '- name: x.service\n  manifest: |\n    Type=oneshot\n    ExecStart=/opt/x',
  },
  check(ctx) {
    return ctx.hooks
      .filter((h) => h.manifest && h.manifest.source.folded && (h.manifest.source.style === 'plain' || h.manifest.source.style === 'quoted') && !h.manifest.value.includes('\n') && /\s[A-Za-z]+=/.test(h.manifest.value))
      .map((hook) => ({
        at: { hook, field: 'manifest' as const },
        message: '`manifest` spans several lines without `|`: YAML folds them into one line, so the node gets a single unit line with every setting run together.',
      }));
  },
};
