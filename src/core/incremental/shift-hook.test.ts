import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeCorpus, WILD } from '../../../test/corpus.ts';
import { parseSpec } from '../spec/parse-spec.ts';
import type { HookSpec } from '../types.ts';
import { shiftDocument, shiftHook } from './shift-hook.ts';
import { shifted } from './shift-ranges.ts';

/** Every field a hook and its exec container can have, in each form the reader builds. */
const EVERY_FIELD = `apiVersion: kops.k8s.io/v1alpha2
kind: InstanceGroup
metadata:
  name: nodes
spec:
  role: Node
  hooks:
  - name: full.service
    disabled: false
    enabled: true
    roles: [Node, ~]
    requires:
    - network-online.target
    before:
    - kubelet.service
    manifest: |
      Type=oneshot
      ExecStart=/bin/true
    useRawManifest: false
    useRawName: true
    after: [x]
    execContainer:
      image: busybox
      command: [sh, -c, "true"]
      environment:
        A: b
        NO: c
        EMPTY:
      mounts: []
  - manifest: >
      folded
      text
  - manifest: "quoted
      on two lines"
  - ~
  - name: 12
    roles: Node
    execContainer:
      command: true
      environment: []
`;

const ROOT = join(import.meta.dirname, '../../..');
/** The gallery's examples and the golden fixtures' inputs. */
const OWN = ['examples', 'fixtures'].flatMap((dir) => readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.yaml')).sort().map((f) => readFileSync(join(ROOT, dir, f), 'utf8')));

/** Every hook and document of `texts`, moved both ways, against the generic walk; returns the hook count. */
function walkAll(texts: readonly string[]): number {
  let hooks = 0;
  for (const text of texts) {
    for (const doc of parseSpec(text).documents) {
      same(shiftDocument(doc, 11, (h) => shiftHook(h, 11)), shifted(doc, 11));
      hooks += doc.hooks.length;
    }
  }
  return hooks;
}

// JSON keeps key order, which the generic walk keeps and the page's JSON replies rely on.
const same = (a: unknown, b: unknown): void => {
  expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  expect(a).toEqual(b);
};

describe('shiftHook and shiftDocument', () => {
  it('cover every field of the handwritten spec', () => {
    const hooks = parseSpec(EVERY_FIELD).documents.flatMap((d) => d.hooks);
    expect(hooks).toHaveLength(5);
    expect(Object.keys(hooks[0] as HookSpec)).toEqual([
      'document', 'list', 'index', 'range', 'unknownFields', 'name', 'disabled', 'enabled', 'roles', 'requires', 'before', 'manifest', 'useRawManifest', 'useRawName', 'execContainer',
    ]);
    for (const hook of hooks) {
      same(shiftHook(hook, 7), shifted(hook, 7));
      same(shiftHook(hook, -3), shifted(hook, -3));
    }
  });

  it('equal the generic walk on every hook and document of the handwritten spec, the examples and the golden fixtures', () => {
    expect(walkAll([EVERY_FIELD])).toBe(5);
    expect(walkAll(OWN)).toBeGreaterThanOrEqual(40);
  });

  it('copies, leaving the hook it moved as it was', () => {
    const hook = parseSpec(EVERY_FIELD).documents[0]?.hooks[0] as HookSpec;
    const before = JSON.stringify(hook);
    const moved = shiftHook(hook, 5);
    expect(JSON.stringify(hook)).toBe(before);
    expect(moved.manifest?.source.lines[0]).not.toBe(hook.manifest?.source.lines[0]);
    expect(moved.range.start).toBe(hook.range.start + 5);
  });
});

describeCorpus(WILD, 'shiftHook and shiftDocument on the published specs', () => {
  it('equal the generic walk on every hook and document', () => {
    expect(walkAll(WILD.files().map((f) => f.text))).toBe(44);
  });
});
