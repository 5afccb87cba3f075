import type { Analysis, SkippedHook, SkipReason } from '../../core/types.ts';

/** Why nodeup skips a hook, in the words both text and Markdown output use. */
export const SKIP_TEXT: Record<SkipReason, string> = {
  'no-manifest-or-exec': 'no manifest and no execContainer; nodeup logs a warning and writes nothing',
  'empty-image': 'execContainer.image is empty; nodeup logs a warning and writes nothing',
  'duplicate-name': 'an earlier hook on this node has the same name; nodeup skips this one',
  'role-filtered': 'its roles do not include this group\'s role',
};

/** `instance group hook #2` or `cluster hook #1`: the list and the 1-based position in it. */
export function hookPosition(s: Pick<SkippedHook, 'list' | 'index'>): string {
  return `${s.list === 'instanceGroup' ? 'instance group' : 'cluster'} hook #${s.index + 1}`;
}

/** `kops 1.36.2 (1.35+)`, or the proposal mode spelled out. */
export function versionLabel(analysis: Analysis): string {
  const b = analysis.behaviour;
  return b.era === 'proposal' ? 'the proposal (kops 1.10 + useRawName/useRawManifest)' : `kops ${b.version} (${b.era})`;
}
