import type { BoundarySources } from '../kops/boundary.ts';
import type { FILE_ASSET_BOUNDARIES } from './file-eras.ts';

// The kops citations of file-eras.ts, apart from it: the page's first paint plans fileAssets
// (file-eras.ts) but shows no citation, so these load only with what shows them (lint, tests).

/** Where kops shows each boundary, read at both sides of it (kops/boundary.ts). */
export const FILE_ASSET_SOURCES: Readonly<Record<keyof typeof FILE_ASSET_BOUNDARIES, BoundarySources>> = {
  fileAssets: { at: '1.8.0:nodeup/pkg/model/file_assets.go:39', before: '1.7.1:nodeup/pkg/model' },
  errorWord: { at: 'v1.18.0:nodeup/pkg/model/file_assets.go:86', before: '1.17.2:nodeup/pkg/model/file_assets.go:93' },
  roleFilterInConfig: { at: 'v1.22.0:pkg/apis/nodeup/config.go:212', before: 'v1.21.5:nodeup/pkg/model/file_assets.go:67' },
  modeField: { at: 'v1.23.3:nodeup/pkg/model/file_assets.go:77', before: 'v1.23.2:nodeup/pkg/model/file_assets.go:84' },
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

/**
 * Files nodeup's own builders add with AddTask on every node that runs it, in every release the
 * playground offers, after the FileAssetsBuilder: a fileAsset on one of these paths makes that
 * AddTask find a File task of the same name, and nodeup dies with "found duplicate tasks with
 * name" (FILE_ASSET_CONSTANTS.duplicateTaskFatal). Only paths read at the oldest and newest
 * release are listed; a path kops writes in some releases or on some settings only is left out.
 */
export const KOPS_WRITTEN_FILES: Readonly<Record<string, readonly [string, string]>> = {
  '/etc/sysconfig/kubelet': ['1.8.1:nodeup/pkg/model/kubelet.go:57', 'v1.36.2:nodeup/pkg/model/kubelet.go:150'],
};

