import { compareVersions, parseVersion, type Version } from '../kops/version.ts';
import type { Role } from '../types.ts';

/** What nodeup does with fileAssets in one kops release (file-era-sources.ts cites each at both sides). */
export interface FileAssetFacts {
  /** kops decodes a fileAsset's `mode` and writes the file with it (1.23.3+); before, every file is 0440. */
  modeField: boolean;
  /** The first word of nodeup's base64 error: `Failed` until 1.17, `failed` from 1.18.0. */
  errorWord: 'Failed' | 'failed';
  /** A second, different task on a key EnsureTask has seen kills nodeup (1.27.0+); before, the error is returned and the FileAssetsBuilder ignores it. */
  ensureTaskFatal: boolean;
}

/** The first release of each fact (the boundary's `at`). */
export const FILE_ASSET_BOUNDARIES = {
  /** nodeup's FileAssetsBuilder appears: fileAssets exist (older than every release the playground offers). */
  fileAssets: '1.8.0',
  /** nodeup's base64 error starts with `failed`. */
  errorWord: '1.18.0',
  /** The role filter moves from nodeup into the nodeup config that kops builds (same files, same order). */
  roleFilterInConfig: '1.22.0',
  /** `mode` is a field of FileAssetSpec (back-ported to 1.23.3 and 1.24.0). */
  modeField: '1.23.3',
  /** EnsureTask calls klog.Fatalf on a different task of the same key instead of returning an error. */
  ensureTaskFatal: '1.27.0',
} as const;

/**
 * A file that one of nodeup's own builders adds with AddTask, whatever the cluster's settings, on
 * the nodes of some roles: a fileAsset's File task of the same name (nodeup names a File task by
 * its path, as written) makes the second AddTask fatal.
 */
export interface KopsWrittenFile {
  path: string;
  /** The builder that adds it, as a message names it (`kubelet builder`). */
  builder: string;
  /** Per role, the first release where the builder adds it there whatever the settings; a role not listed: never, or only on settings the playground cannot see. */
  since: Partial<Record<Role, string>>;
}

const EVERY_NODEUP_ROLE = { ControlPlane: '1.8.0', Node: '1.8.0', APIServer: '1.8.0' } as const;

/**
 * KopsWrittenFile, in the order nodeup's builders add them (upup/pkg/fi/nodeup/command.go: the
 * kubelet builder, then sysctl, kube-apiserver, kube-controller-manager, kube-scheduler, all after
 * the FileAssetsBuilder): the first one a fileAsset takes is the one nodeup dies on.
 * file-era-sources.ts cites each at both sides. Only paths independent of settings are listed.
 */
export const KOPS_WRITTEN_FILES: readonly KopsWrittenFile[] = [
  { path: '/etc/sysconfig/kubelet', builder: 'kubelet builder', since: EVERY_NODEUP_ROLE },
  // A node bootstrapping with tokens before 1.28 lets kubelet write its own kubeconfig.
  { path: '/var/lib/kubelet/kubeconfig', builder: 'kubelet builder', since: { ControlPlane: '1.8.0', APIServer: '1.21.0', Node: '1.28.0' } },
  { path: '/etc/sysctl.d/99-k8s-general.conf', builder: 'sysctl builder', since: EVERY_NODEUP_ROLE },
  { path: '/etc/kubernetes/manifests/kube-apiserver.manifest', builder: 'kube-apiserver builder', since: { ControlPlane: '1.8.0', APIServer: '1.21.0' } },
  { path: '/etc/kubernetes/manifests/kube-controller-manager.manifest', builder: 'kube-controller-manager builder', since: { ControlPlane: '1.8.0' } },
  { path: '/etc/kubernetes/manifests/kube-scheduler.manifest', builder: 'kube-scheduler builder', since: { ControlPlane: '1.8.0' } },
];

/** The file of KOPS_WRITTEN_FILES on `path` that nodeup adds on a node of `role` in `version`, if any. */
export function kopsWrittenFile(path: string, role: Role, version: string): KopsWrittenFile | undefined {
  const known = KOPS_WRITTEN_FILES.find((f) => f.path === path);
  const since = known?.since[role];
  return since !== undefined && atLeast(parseVersion(version) ?? PROPOSAL, since) ? known : undefined;
}

const PROPOSAL: Version = [1, 10, 1];

function atLeast(v: Version, since: string): boolean {
  return compareVersions(v, parseVersion(since) as Version) >= 0;
}

/** The facts of a release (`Behaviour.version`; the proposal mode builds on kops 1.10). */
export function fileAssetFacts(version: string): FileAssetFacts {
  const v = parseVersion(version) ?? PROPOSAL;
  return {
    modeField: atLeast(v, FILE_ASSET_BOUNDARIES.modeField),
    errorWord: atLeast(v, FILE_ASSET_BOUNDARIES.errorWord) ? 'failed' : 'Failed',
    ensureTaskFatal: atLeast(v, FILE_ASSET_BOUNDARIES.ensureTaskFatal),
  };
}
