import type { ExecContainerSpec, HookList, HookSpec, Located } from '../types.ts';

const R = { start: 0, end: 0 };
function at<T>(value: T): Located<T> {
  return { value, range: R };
}

/** Plain description of a hook for unit tests; every field optional. */
export interface TestHook {
  name?: string;
  disabled?: boolean;
  enabled?: boolean;
  roles?: string[];
  requires?: string[];
  before?: string[];
  manifest?: string;
  useRawManifest?: boolean;
  useRawName?: boolean;
  exec?: { image?: string; command?: string[]; environment?: Array<[string, string]> };
}

/** Builds a HookSpec as the spec parser would, with empty ranges (tests of the planner only). */
export function testHook(h: TestHook, list: HookList = 'cluster', index = 0, document = 0): HookSpec {
  const exec: ExecContainerSpec | undefined = h.exec && {
    image: h.exec.image === undefined ? undefined : at(h.exec.image),
    command: h.exec.command && at(h.exec.command.map(at)),
    environment: h.exec.environment && at(h.exec.environment.map(([k, v]) => ({ key: at(k), value: at(v) }))),
    unknownFields: [],
  };
  return {
    document, list, index, range: R, unknownFields: [],
    name: h.name === undefined ? undefined : at(h.name),
    disabled: h.disabled === undefined ? undefined : at(h.disabled),
    enabled: h.enabled === undefined ? undefined : at(h.enabled),
    roles: h.roles && at(h.roles.map(at)),
    requires: h.requires && at(h.requires.map(at)),
    before: h.before && at(h.before.map(at)),
    manifest: h.manifest === undefined ? undefined : { ...at(h.manifest), source: { lines: [], folded: false, style: 'literal' } },
    useRawManifest: h.useRawManifest === undefined ? undefined : at(h.useRawManifest),
    useRawName: h.useRawName === undefined ? undefined : at(h.useRawName),
    execContainer: exec && at(exec),
  };
}

/** A list of test hooks with positions filled in. */
export function testHooks(hooks: TestHook[], list: HookList = 'cluster', document = 0): HookSpec[] {
  return hooks.map((h, i) => testHook(h, list, i, document));
}
