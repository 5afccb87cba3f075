import type { BoundarySources } from './boundary.ts';
import type { VersionRange } from './version-ranges.ts';

/**
 * One thing the playground's messages say kops does that the era table cannot see (collisions
 * between a hook and nodeup's own tasks, which command refuses a key, a failure of one patch):
 * the words every message that says it uses (`phrase`), the releases where it holds, and kops's
 * source at both sides of each boundary. A range starting at 1.8.0, the oldest release modelled,
 * cites that release and the newest instead of a boundary (`span`).
 */
export interface KopsClaim {
  id: string;
  /** Words that a message carries exactly when it makes this claim (a substring, or a pattern). */
  phrase: string | RegExp;
  holds: readonly VersionRange[];
  /** Per range: where kops shows its start (null for 1.8.0) and its end (null for an open range). */
  sources: ReadonlyArray<{ start: BoundarySources | null; end: BoundarySources | null }>;
  /** For a range from 1.8.0 or one that never ends: the claim at the first and the last release it names. */
  span?: { first: string; last: string };
}

const EVERY: readonly VersionRange[] = [{ from: '1.8.0', until: null }];

/** Every claim of KopsClaim's kind that a lint message, a plan's fatal error or a unit note makes. test kops-claims.test.ts checks each message against it. */
export const KOPS_CLAIMS: readonly KopsClaim[] = [
  {
    id: 'addtask-duplicate', phrase: 'found duplicate tasks with name', holds: EVERY, sources: [{ start: null, end: null }],
    span: { first: '1.8.0:upup/pkg/fi/task.go:57', last: 'v1.36.2:upup/pkg/fi/task.go:133' },
  },
  {
    // The Docker builder's AddTask for docker-healthcheck (before: the model tree's `service/` keys).
    id: 'healthcheck-aborts', phrase: /found duplicate tasks with name \\?"Service\/docker-healthcheck\.(service|timer)/, holds: [{ from: '1.18.0', until: null }],
    sources: [{ start: { at: 'v1.18.0:nodeup/pkg/model/docker.go:487', before: 'v1.17.2:upup/pkg/fi/nodeup/loader.go:181' }, end: null }],
  },
  {
    id: 'healthcheck-model-tree', phrase: 'from its model tree', holds: [{ from: '1.8.0', until: '1.18.0' }],
    sources: [{ start: null, end: { at: 'v1.18.0:nodeup/pkg/model/docker.go:487', before: 'v1.17.2:upup/pkg/fi/nodeup/loader.go:181' } }],
    span: { first: '1.8.0:upup/pkg/fi/nodeup/loader.go:181', last: '1.17.2:upup/pkg/fi/nodeup/loader.go:181' },
  },
  {
    id: 'ensure-task-ignored', phrase: 'its EnsureTask error is ignored', holds: [{ from: '1.24.0', until: '1.27.0' }],
    sources: [{
      start: { at: 'v1.24.0:nodeup/pkg/model/kubelet.go:171', before: 'v1.23.4:nodeup/pkg/model/kubelet.go' },
      end: { at: 'v1.27.0:upup/pkg/fi/task.go:158', before: 'v1.26.6:upup/pkg/fi/task.go:156' },
    }],
  },
  {
    id: 'ensure-task-fatal', phrase: 'cannot add different task with same key', holds: [{ from: '1.27.0', until: null }],
    sources: [{ start: { at: 'v1.27.0:upup/pkg/fi/task.go:158', before: 'v1.26.6:upup/pkg/fi/task.go:156' }, end: null }],
  },
  {
    id: 'edit-cluster-rejects', phrase: '`kops edit cluster` rejects it', holds: EVERY, sources: [{ start: null, end: null }],
    span: { first: '1.8.0:cmd/kops/edit_cluster.go:188', last: 'v1.36.2:cmd/kops/edit_cluster.go:217' },
  },
  {
    id: 'create-replace-drop', phrase: /`kops create -f`(\/| and )`kops replace -f` (all )?drop it silently/, holds: EVERY, sources: [{ start: null, end: null }],
    span: { first: '1.8.0:cmd/kops/replace.go:106', last: 'v1.36.2:cmd/kops/replace.go:110' },
  },
  {
    id: 'edit-ig-rejects', phrase: '`kops edit ig` rejects it', holds: [{ from: '1.22.0', until: null }],
    sources: [{ start: { at: 'v1.22.0:cmd/kops/edit_instancegroup.go:247', before: 'v1.21.5:cmd/kops/edit_instancegroup.go:148' }, end: null }],
  },
  {
    id: 'edit-ig-drops', phrase: '`kops edit ig` (which checks for unknown keys only from kops 1.22)', holds: [{ from: '1.8.0', until: '1.22.0' }],
    sources: [{ start: null, end: { at: 'v1.22.0:cmd/kops/edit_instancegroup.go:247', before: 'v1.21.5:cmd/kops/edit_instancegroup.go:148' } }],
    span: { first: '1.8.0:cmd/kops/edit_instancegroup.go:144', last: 'v1.21.5:cmd/kops/edit_instancegroup.go:148' },
  },
  {
    id: 'cilium-cgroupv2-fails', phrase: 'error checking for /run/cilium/cgroupv2', holds: [{ from: '1.22.0', until: '1.22.2' }],
    sources: [{
      start: { at: 'v1.22.0:nodeup/pkg/model/networking/cilium.go:117', before: 'v1.21.5:nodeup/pkg/model/networking/cilium.go:97' },
      end: { at: 'v1.22.2:nodeup/pkg/model/networking/cilium.go:114', before: 'v1.22.1:nodeup/pkg/model/networking/cilium.go:117' },
    }],
  },
];

/** The claims `text` makes. */
export function claimsIn(text: string): KopsClaim[] {
  return KOPS_CLAIMS.filter((c) => (typeof c.phrase === 'string' ? text.includes(c.phrase) : c.phrase.test(text)));
}
