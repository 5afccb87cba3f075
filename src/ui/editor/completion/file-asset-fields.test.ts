import { describe, expect, it } from 'vitest';
import { hiddenFileAssetFields } from './file-asset-fields.ts';

describe('hiddenFileAssetFields', () => {
  it('hides mode before kops 1.23.3 (v1.23.2:nodeup/pkg/model/file_assets.go:84), offers it from 1.23.3 (v1.23.3:nodeup/pkg/model/file_assets.go:77)', () => {
    expect([...hiddenFileAssetFields('1.23.2')]).toEqual(['mode']);
    expect([...hiddenFileAssetFields('1.10.1')]).toEqual(['mode']);
    expect([...hiddenFileAssetFields('proposal')]).toEqual(['mode']);
    expect([...hiddenFileAssetFields('1.23.3')]).toEqual([]);
    expect([...hiddenFileAssetFields('1.36.2')]).toEqual([]);
    // Before the first analysis the page opens on the newest kops.
    expect([...hiddenFileAssetFields(undefined)]).toEqual([]);
  });
});
