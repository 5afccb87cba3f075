import type { BoundarySources } from '../kops/boundary.ts';
import type { Role } from '../types.ts';
import type { FILE_ASSET_BOUNDARIES } from './file-eras.ts';

// The kops citations of file-eras.ts, apart from it: the page's first paint plans fileAssets
// (file-eras.ts) but shows no citation, so these load only with what shows them (lint, tests).

/** Where kops shows each boundary, read at both sides of it (kops/boundary.ts). */
export const FILE_ASSET_SOURCES: Readonly<Record<keyof typeof FILE_ASSET_BOUNDARIES, BoundarySources>> = {
  fileAssets: { at: '1.8.0:nodeup/pkg/model/file_assets.go:39', before: '1.7.1:nodeup/pkg/model' },
  errorWord: { at: 'v1.18.0:nodeup/pkg/model/file_assets.go:86', before: '1.17.2:nodeup/pkg/model/file_assets.go:93' },
  roleFilterInConfig: { at: 'v1.22.0:pkg/apis/nodeup/config.go:212', before: 'v1.21.5:nodeup/pkg/model/file_assets.go:67' },
  modeField: { at: 'v1.23.3:nodeup/pkg/model/file_assets.go:77', before: 'v1.23.2:nodeup/pkg/model/file_assets.go:84' },
  // Before, the FileAssetsBuilder drops EnsureTask's error (v1.26.6:nodeup/pkg/model/file_assets.go:81).
  ensureTaskFatal: { at: 'v1.27.0:upup/pkg/fi/task.go:158', before: 'v1.26.6:upup/pkg/fi/task.go:156' },
};

/**
 * Facts that hold in every release from 1.8.0 (cited at the oldest and the newest release the
 * playground offers): the default directory and mode, the merge order, the decoder, and that every
 * Service task waits for every File task on nodeup's first run.
 */
export const FILE_ASSET_CONSTANTS: Readonly<Record<string, readonly [string, string]>> = {
  defaultPath: ['1.8.1:nodeup/pkg/model/context.go:89', 'v1.36.2:nodeup/pkg/model/context.go:212'],
  instanceGroupFirst: ['1.8.1:nodeup/pkg/model/file_assets.go:49', 'v1.36.2:pkg/apis/nodeup/config.go:245'],
  firstOnPathWins: ['1.8.1:nodeup/pkg/model/file_assets.go:76', 'v1.36.2:nodeup/pkg/model/file_assets.go:60'],
  rawStdEncoding: ['1.8.1:nodeup/pkg/model/file_assets.go:84', 'v1.36.2:nodeup/pkg/model/file_assets.go:68'],
  directoryMode: ['1.8.1:nodeup/pkg/model/file_assets.go:95', 'v1.36.2:nodeup/pkg/model/file_assets.go:84'],
  serviceAfterFiles: ['1.8.1:upup/pkg/fi/nodeup/nodetasks/service.go:73', 'v1.36.2:upup/pkg/fi/nodeup/nodetasks/service.go:99'],
  duplicateTaskFatal: ['1.8.1:upup/pkg/fi/task.go:57', 'v1.36.2:upup/pkg/fi/task.go:133'],
};

/** Where kops adds one file of KOPS_WRITTEN_FILES: at the oldest and the newest release offered, and at both sides of the release each role listed with a later `since` starts. */
export interface KopsWrittenFileSources {
  span: readonly [string, string];
  roles?: Partial<Record<Role, BoundarySources>>;
}

/**
 * KOPS_WRITTEN_FILES (file-eras.ts), each read in kops: every one is added with AddTask, whose
 * second task of one name is fatal (FILE_ASSET_CONSTANTS.duplicateTaskFatal).
 */
export const KOPS_WRITTEN_FILE_SOURCES: Readonly<Record<string, KopsWrittenFileSources>> = {
  '/etc/sysconfig/kubelet': { span: ['1.8.1:nodeup/pkg/model/kubelet.go:57', 'v1.36.2:nodeup/pkg/model/kubelet.go:150'] },
  '/var/lib/kubelet/kubeconfig': {
    span: ['1.8.1:nodeup/pkg/model/kubelet.go:89', 'v1.36.2:nodeup/pkg/model/kubelet.go:202'],
    roles: {
      // `if b.IsMaster || !b.UseBootstrapTokens()` becomes `b.HasAPIServer || …`.
      APIServer: { at: 'v1.21.0:nodeup/pkg/model/kubelet.go:118', before: 'v1.20.3:nodeup/pkg/model/kubelet.go:118' },
      // The condition goes: every node gets it, a bootstrap kubeconfig where it has no API server.
      Node: { at: 'v1.28.0:nodeup/pkg/model/kubelet.go:141', before: 'v1.27.3:nodeup/pkg/model/kubelet.go:129' },
    },
  },
  '/etc/sysctl.d/99-k8s-general.conf': { span: ['1.8.1:nodeup/pkg/model/sysctls.go:124', 'v1.36.2:nodeup/pkg/model/sysctls.go:178'] },
  '/etc/kubernetes/manifests/kube-apiserver.manifest': {
    span: ['1.8.1:nodeup/pkg/model/kube_apiserver.go:86', 'v1.36.2:nodeup/pkg/model/kube_apiserver.go:250'],
    // `if !b.IsMaster` becomes `if !b.HasAPIServer`.
    roles: { APIServer: { at: 'v1.21.0:nodeup/pkg/model/kube_apiserver.go:55', before: 'v1.20.3:nodeup/pkg/model/kube_apiserver.go:55' } },
  },
  '/etc/kubernetes/manifests/kube-controller-manager.manifest': { span: ['1.8.1:nodeup/pkg/model/kube_controller_manager.go:81', 'v1.36.2:nodeup/pkg/model/kube_controller_manager.go:85'] },
  '/etc/kubernetes/manifests/kube-scheduler.manifest': { span: ['1.8.1:nodeup/pkg/model/kube_scheduler.go:60', 'v1.36.2:nodeup/pkg/model/kube_scheduler.go:87'] },
};
