/**
 * What **New** opens: a minimal InstanceGroup with one hook, so that the output shows a unit at
 * once and the shape of a spec is there to edit (an empty editor says nothing). It renders with
 * every kops version; its one note (no [Install]) is the first thing worth knowing about hooks.
 * Like a gallery example, it is not the person's own work until edited (drafts/own-work.ts).
 */
export const NEW_SPEC_TEXT = `# New spec: paste your kops Cluster or InstanceGroup over this
# (Ctrl+A, then paste), or edit the hook and watch its units.
apiVersion: kops.k8s.io/v1alpha2
kind: InstanceGroup
metadata:
  name: nodes
spec:
  role: Node
  hooks:
  - name: my-hook.service
    manifest: |
      Type=oneshot
      RemainAfterExit=yes
      ExecStart=/bin/echo "hello from a kops hook"
`;
