import type { Finding, Rule } from '../rule.ts';
import type { Fix } from '../../types.ts';
import { directiveKind } from '../../systemd/directives.ts';
import { unitLineEdit } from '../unit-line-edit.ts';
import { unitList } from '../unit-helpers.ts';
import { replaceScalar } from '../yaml-edits.ts';

/** `Before=kubelet`: a unit name without its type. */
export const dependencyWithoutSuffix: Rule = {
  id: 'dependency-without-suffix',
  severity: 'warning',
  scope: 'unit',
  title: 'Dependency without a unit type',
  docs: {
    summary: 'systemd silently drops the dependency: `Before=kubelet` orders nothing on the node, because the unit is `kubelet.service`.',
    why: 'Dependencies name full units; systemd does not add `.service` for you in unit files.',
    fix: 'Add the type (`kubelet.service`); the quick fix does it.',
    bad: '- name: prep.service\n  before: [kubelet]\n  manifest: ExecStart=/opt/prep.sh',
    good: '- name: prep.service\n  before: [kubelet.service]\n  manifest: ExecStart=/opt/prep.sh',
  },
  check(ctx) {
    const out: Finding[] = [];
    for (const view of ctx.units) {
      for (const e of view.entries) {
        if (e.section !== 'Unit' || directiveKind('Unit', e.key) !== 'unit-list') continue;
        const bare = unitList(e.value).find((w) => !/\.[a-z]+$/.test(w) && !w.includes('%'));
        if (bare === undefined) continue;
        const origin = view.task.lineOrigins[e.line];
        const fixes: Fix[] = [];
        const field = origin?.kind === 'field' && (origin.field === 'requires' || origin.field === 'before') && origin.item !== undefined
          ? view.hook?.[origin.field]?.value[origin.item] : undefined;
        const edit = field ? replaceScalar(field, `${bare}.service`) : unitLineEdit(ctx.analysis.text, view, e.line, bare, `${bare}.service`);
        if (edit) fixes.push({ title: `Use \`${bare}.service\``, edits: [edit] });
        out.push({
          at: { unit: view, line: e.line },
          message: `\`${e.key}=${bare}\` names no unit type: systemd drops this dependency on the node; write \`${bare}.service\`.`,
          ...(fixes.length > 0 ? { fixes } : {}),
        });
      }
    }
    return out;
  },
};
