/**
 * A kops pre-release the playground knows (`git tag`: `v1.37.0-alpha.1`), offered under its own
 * "pre-release" label and never the default. Its version number counts as the release it
 * precedes (parseVersion ignores `-alpha.1`), so a fact recorded at that release would reach it
 * too: instead it renders exactly as `rendersAs`, the stable release whose hooks and units it
 * shares, as read in kops (`reading`). test/pre-release.test.ts renders every fixture at both and
 * fails on any difference, so a fact added at the release later cannot leak into its pre-release.
 */
export interface KopsPreRelease {
  /** As typed and stored, without `v`: `1.37.0-alpha.1`. */
  version: string;
  /** The stable release it builds hooks and units like. */
  rendersAs: string;
  /** What the diff against `rendersAs` shows for hooks and units, with citations at both tags. */
  reading: string;
}

/** Every known pre-release newer than the newest stable release, newest first. */
export const KOPS_PRE_RELEASES: readonly KopsPreRelease[] = [
  {
    version: '1.37.0-alpha.1',
    rendersAs: '1.36.2',
    reading: 'kops 1.37.0-alpha.1 is a pre-release of kops 1.37: it builds hooks and the units around them as 1.36.2 does. Between v1.36.2 and v1.37.0-alpha.1, hooks.go, the Service task, pkg/systemd and the API versions read are unchanged; protokube\'s builder is still there (v1.37.0-alpha.1:upup/pkg/fi/nodeup/command.go:302, v1.37.0-alpha.1:nodeup/pkg/model/protokube.go:48, as v1.36.2:nodeup/pkg/model/protokube.go:48): gossip DNS support was removed after the tag.',
  },
];

/** The known pre-release `version` names (`1.37.0-alpha.1` or `v1.37.0-alpha.1`), or undefined. */
export function preRelease(version: string): KopsPreRelease | undefined {
  const v = version.trim().replace(/^v/, '');
  return KOPS_PRE_RELEASES.find((p) => p.version === v);
}

/**
 * The release whose facts a node of `version` follows (a Behaviour's version): a known
 * pre-release's `rendersAs`, else the version itself. Every comparison of a Behaviour's version
 * against a fact's release goes through it.
 */
export function factRelease(version: string): string {
  return preRelease(version)?.rendersAs ?? version;
}
