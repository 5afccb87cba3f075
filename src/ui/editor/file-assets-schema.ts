import type { JSONSchema } from 'monaco-yaml';
import { FILE_ASSET_BOUNDARIES } from '../../core/files/file-eras.ts';

// The fields of one kops fileAsset (pkg/apis/kops/v1alpha2/cluster.go and v1alpha3/cluster.go,
// type FileAssetSpec: the same fields in both API versions), as nodeup writes them
// (nodeup/pkg/model/file_assets.go). Unknown keys are left alone, as for hooks.

const ROLES: Record<'v1alpha2' | 'v1alpha3', string[]> = {
  v1alpha2: ['Master', 'ControlPlane', 'Node', 'Bastion', 'APIServer'],
  v1alpha3: ['ControlPlane', 'Node', 'Bastion', 'APIServer'],
};

const fileAsset = (api: 'v1alpha2' | 'v1alpha3'): JSONSchema => ({
  type: ['object', 'null'],
  properties: {
    name: { type: 'string', description: 'Names the asset; without `path`, nodeup writes it to /srv/kubernetes/assets/<name> (/etc/srv/kubernetes/assets on Container-Optimized OS).' },
    path: { type: 'string', description: 'Where nodeup writes the file. The first asset on a path wins: the instance group\'s before the Cluster\'s, then in list order; later ones are skipped.' },
    roles: {
      type: 'array',
      items: { enum: ROLES[api] },
      description: 'Only nodes of these roles get the file. Empty: every node (bastions run no nodeup).',
    },
    content: { type: 'string', description: 'The file\'s content. Use a "|" block for a script.' },
    isBase64: { type: 'boolean', description: 'content is base64, decoded with Go\'s RawStdEncoding: no "=" padding (nodeup fails on it).' },
    mode: {
      type: 'string',
      pattern: '^[0-7]{3,4}$',
      description: `The file's mode, in octal and quoted ("0755"). kops ${FILE_ASSET_BOUNDARIES.modeField} and later; without it, and in every earlier release, the file is 0440, which no unit can execute (203/EXEC).`,
    },
  },
});

/** A `fileAssets:` list of one API version. */
export const fileAssetsSchema = (api: 'v1alpha2' | 'v1alpha3'): JSONSchema => ({
  type: ['array', 'null'],
  items: fileAsset(api),
  description: 'Files nodeup writes on every node of the roles named, before it starts any hook.',
});
