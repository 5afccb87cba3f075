/**
 * What **New** opens: one hook to edit, or to paste a spec over, so that the output shows units at
 * once (an empty editor says nothing). A bare `hooks:` list, as the playground takes it: it renders
 * with every kops version for each role; its one note (no [Install]) is the first thing worth
 * knowing about hooks. Like a gallery example, it is not the person's own work until edited
 * (drafts/own-work.ts).
 */
export const NEW_SPEC_TEXT = `# New spec: paste yours over this, or edit the hook.
hooks:
- name: my-hook.service
  manifest: |
    Type=oneshot
    RemainAfterExit=yes
    ExecStart=/bin/echo hello
`;
