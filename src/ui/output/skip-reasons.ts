import type { SkipReason } from '../../core/index.ts';

/** Why nodeup skipped a hook, in words, with what to do about it. */
export const SKIP_REASONS: Record<SkipReason, string> = {
  'no-manifest-or-exec': 'it has neither a manifest nor an execContainer, so nodeup logs a warning and writes nothing. Add a manifest or an execContainer.',
  'empty-image': 'its execContainer image is empty, so nodeup logs a warning and writes nothing. Set execContainer.image.',
  'duplicate-name': 'another hook with the same name came first on this node (instance group hooks before cluster hooks, first in a list wins). Rename one of them.',
  'role-filtered': 'its roles do not include this group\'s role. Add the role to roles, or remove roles to run it everywhere.',
};
