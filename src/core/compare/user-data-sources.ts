import type { BoundarySources } from '../kops/boundary.ts';

/**
 * Where kops puts an instance group's hooks and fileAssets, era by era: the facts a roll verdict
 * stands on (user-data.ts). A rolling update replaces the nodes of a group whose launch
 * configuration changed, and `kops update cluster` writes a new one when the group's user-data
 * changes. Kept apart from the code that reads them so the test can cite both sides
 * (compare/user-data.test.ts).
 */
export const USER_DATA_SOURCES = {
  /**
   * 1.8–1.21: the bootstrap script (user-data) embeds the Cluster spec's and the InstanceGroup's
   * hooks and fileAssets, each list filtered by the group's role, `roles` dropped, a manifest and a
   * file's content replaced by their fingerprint, an execContainer command by the fingerprint of
   * its words joined with spaces.
   */
  bootstrapScript: {
    clusterHooks: ['1.8.1:pkg/model/bootstrapscript.go:111', 'v1.21.5:pkg/model/bootstrapscript.go:348'],
    igHooks: ['1.8.1:pkg/model/bootstrapscript.go:140', 'v1.21.5:pkg/model/bootstrapscript.go:374'],
    clusterFileAssets: ['1.8.1:pkg/model/bootstrapscript.go:119', 'v1.21.5:pkg/model/bootstrapscript.go:356'],
    igFileAssets: ['1.8.1:pkg/model/bootstrapscript.go:148', 'v1.21.5:pkg/model/bootstrapscript.go:382'],
    rolesDropped: ['1.8.1:pkg/model/bootstrapscript.go:219', 'v1.21.5:pkg/model/bootstrapscript.go:468'],
    manifestFingerprint: ['1.8.1:pkg/model/bootstrapscript.go:202', 'v1.21.5:pkg/model/bootstrapscript.go:451'],
    commandJoined: ['1.8.1:pkg/model/bootstrapscript.go:206', 'v1.21.5:pkg/model/bootstrapscript.go:455'],
    contentFingerprint: ['1.8.1:pkg/model/bootstrapscript.go:252', 'v1.21.5:pkg/model/bootstrapscript.go:501'],
  },
  /**
   * 1.22+: the hooks and fileAssets move, whole and role-filtered, into the nodeup config (kept in
   * the state store); the user-data carries that config's SHA-256 (NodeupConfigHash), so any change
   * to it still changes the user-data.
   */
  nodeupConfig: {
    hooks: ['v1.22.0:pkg/apis/nodeup/config.go:140', 'v1.36.2:pkg/apis/nodeup/config.go:230'],
    fileAssets: ['v1.22.0:pkg/apis/nodeup/config.go:149', 'v1.36.2:pkg/apis/nodeup/config.go:245'],
    rolesDropped: ['v1.22.0:pkg/apis/nodeup/config.go:230', 'v1.36.2:pkg/apis/nodeup/config.go:515'],
    hash: ['v1.22.0:pkg/model/bootstrapscript.go:107', 'v1.36.2:pkg/model/bootstrapscript.go:125'],
  },
  /** The boundary: 1.21.5 still fingerprints hooks into the bootstrap script; 1.22.0 hashes the nodeup config. */
  boundary: { at: 'v1.22.0:pkg/model/bootstrapscript.go:107', before: 'v1.21.5:pkg/model/bootstrapscript.go:348' } satisfies BoundarySources,
} as const;
