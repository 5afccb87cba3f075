import type { Behaviour, HookList } from '../types.ts';
import { factRelease } from './pre-releases.ts';
import { holdsIn, type VersionRange } from './version-ranges.ts';
import { parseVersion } from './version.ts';

/**
 * The releases where `kops edit ig` checks the edited InstanceGroup for keys its types do not
 * know (`v1.22.0:cmd/kops/edit_instancegroup.go:247` edit.HasExtraFields) and refuses the edit;
 * before, it decodes without that check (`v1.21.5:cmd/kops/edit_instancegroup.go:148`) and drops
 * them like `kops replace -f`. `kops edit cluster` checks in every release
 * (`1.8.0:cmd/kops/edit_cluster.go:188`, `v1.36.2:cmd/kops/edit_cluster.go:217`); `kops create -f`
 * and `kops replace -f` never do (`1.8.0:cmd/kops/replace.go:106`, `v1.36.2:cmd/kops/replace.go:110`).
 */
export const EDIT_IG_REJECTS_UNKNOWN_KEYS: readonly VersionRange[] = [{ from: '1.22.0', until: null }];

/**
 * What kops's commands do with a key the hook's types do not know, for a hook in `list`, as the
 * end of a sentence: `kops edit cluster` rejects it in every release, `kops edit ig` from 1.22.0;
 * `create -f`/`replace -f` drop it silently. The proposal is kops 1.10.
 */
export function unknownKeyFate(b: Behaviour, list: HookList): string {
  if (list === 'cluster') return '`kops edit cluster` rejects it and `kops create -f`/`kops replace -f` drop it silently';
  return holdsIn(EDIT_IG_REJECTS_UNKNOWN_KEYS, parseVersion(factRelease(b.version)) ?? [1, 10, 1])
    ? '`kops edit ig` rejects it and `kops create -f`/`kops replace -f` drop it silently'
    : `\`kops edit ig\` (which checks for unknown keys only from kops 1.22), \`kops create -f\` and \`kops replace -f\` all drop it silently`;
}
