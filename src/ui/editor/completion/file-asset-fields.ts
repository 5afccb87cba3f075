import { fileAssetFacts } from '../../../core/files/file-eras.ts';

/**
 * The fileAsset fields that completion must not offer under kops `version`: `mode` before kops
 * 1.23.3, which has no such field (every file is 0440 there: core/files/file-eras.ts). `mode` is
 * no hook field, so hiding it by label touches only fileAssets.
 */
export function hiddenFileAssetFields(version: string | undefined): Set<string> {
  return version === undefined || fileAssetFacts(version).modeField ? new Set() : new Set(['mode']);
}
