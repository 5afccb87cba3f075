import type { Behaviour, GroupPlan } from '../types.ts';

const NAMES = new Set(['update-service', 'update-service.service']);

/**
 * Whether nodeup leaves update-service.service out of `group` because a hook has its name
 * (`update-service` or `update-service.service`, as written): any hook of the group's and the
 * cluster's lists, whatever its roles, in 1.14–1.21 (`v1.21.5:nodeup/pkg/model/update_service.go:57-62`
 * walks the specs' hooks); from 1.22 only the hooks of the group's role (`v1.22.0:…:57` walks
 * NodeupConfig.Hooks, role-filtered by `v1.22.0:pkg/apis/nodeup/config.go:140-141`). In every
 * release also a hook that the hook builder then skips (disabled, no manifest, no image, a name
 * seen before): the check reads the spec, not the tasks. A group's plan holds every hook it walked,
 * as a task or a skip, under its name.
 */
export function updateServiceYields(b: Behaviour, group: GroupPlan): boolean {
  if (group.tasks.some((t) => NAMES.has(t.hook.name))) return true;
  return group.skipped.some((s) => NAMES.has(s.name) && (s.reason !== 'role-filtered' || !b.roleFilterBeforeNumbering));
}
