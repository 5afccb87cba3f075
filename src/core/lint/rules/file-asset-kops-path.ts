import { kopsWrittenFile } from '../../files/file-eras.ts';
import { duplicateTaskMessage } from '../../files/walk-file-assets.ts';
import { allFileAssets, assetLabel, listText, stepsByAsset } from '../file-asset-uses.ts';
import type { Finding, LintContext, Rule } from '../rule.ts';

const STOPS_IN_BUILDER: ReadonlySet<string> = new Set(['bad-base64', 'path-is-directory', 'directory-is-file']);

/** A fileAsset on a path nodeup writes itself: two File tasks of one name, and nodeup dies. */
export const fileAssetKopsPath: Rule = {
  id: 'file-asset-kops-path',
  severity: 'error',
  title: 'fileAsset on a path kops writes itself',
  docs: {
    summary: 'nodeup dies with "found duplicate tasks with name File/PATH" when its own builder adds the file: on that node nothing is written and no hook runs.',
    why: 'nodeup names a File task by its path. Its kubelet, sysctl, kube-apiserver, kube-controller-manager and kube-scheduler builders add /etc/sysconfig/kubelet, /var/lib/kubelet/kubeconfig, /etc/sysctl.d/99-k8s-general.conf and the control plane\'s static pod manifests with AddTask (e.g. 1.8.1:nodeup/pkg/model/kubelet.go:57, v1.36.2:nodeup/pkg/model/kubelet.go:150) after the FileAssetsBuilder has added the asset\'s File task of the same name, and AddTask treats a second task of one name as fatal (1.8.1:upup/pkg/fi/task.go:57, v1.36.2:upup/pkg/fi/task.go:133).',
    fix: 'Give the asset a path of its own; set kubelet flags through spec.kubelet and sysctls through spec.sysctlParameters instead.',
    bad: 'kind: Cluster\nspec:\n  fileAssets:\n  - name: kubelet-env\n    path: /etc/sysconfig/kubelet\n    content: DAEMON_ARGS="--v=4"',
    good: 'kind: Cluster\nspec:\n  fileAssets:\n  - name: kubelet-env\n    path: /etc/kubelet-extra.env\n    content: DAEMON_ARGS="--v=4"',
  },
  check(ctx: LintContext) {
    if (allFileAssets(ctx).length === 0) return [];
    const version = ctx.analysis.behaviour.version;
    const hits = stepsByAsset(ctx, (step, walk, g) => {
      const kops = step.outcome.kind === 'written' ? kopsWrittenFile(step.path, g.role, version) : undefined;
      // A fatal inside the FileAssetsBuilder (bad base64, a file on a directory's task) comes before any later builder runs.
      if (!kops || walk.steps.some((s) => STOPS_IN_BUILDER.has(s.outcome.kind))) return null;
      return { path: step.path, builder: kops.builder };
    });
    const out: Finding[] = [];
    for (const [asset, { detail: { path, builder }, groups: names }] of hits) {
      out.push({
        at: { fileAsset: asset, field: asset.path ? 'path' : 'name' },
        message: `${assetLabel(ctx, asset)} writes ${path}, which nodeup's ${builder} writes too: nodeup dies on ${listText(names)} with \`${duplicateTaskMessage(path)}\`, before it writes any file or hook there.`,
      });
    }
    return out;
  },
};
