import { compareVersions, parseVersion, type Version } from '../kops/version.ts';

/** What nodeup does with fileAssets in one kops release (file-era-sources.ts cites each at both sides). */
export interface FileAssetFacts {
  /** kops decodes a fileAsset's `mode` and writes the file with it (1.23.3+); before, every file is 0440. */
  modeField: boolean;
  /** The first word of nodeup's base64 error: `Failed` until 1.17, `failed` from 1.18.0. */
  errorWord: 'Failed' | 'failed';
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
} as const;

/** The paths of KOPS_WRITTEN_FILES (file-era-sources.ts cites where kops writes each). */
export const KOPS_WRITTEN_PATHS: ReadonlySet<string> = new Set(['/etc/sysconfig/kubelet']);

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
  };
}
