import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv, type ErrorObject } from 'ajv';
import { parseAllDocuments } from 'yaml';
import { describe, expect, it } from 'vitest';
import { HOOK_SCHEMA } from '../src/ui/editor/hook-schema.ts';
import { publishedHookSchema } from '../scripts/vite-hook-schema.ts';
import { describeCorpus, WILD } from './corpus.ts';

// The schema the editor uses and the build publishes (schema/kops-hooks.schema.json), checked by
// a real JSON Schema validator in strict mode, one YAML document at a time as editors apply it.
// strictTypes: every keyword sits beside the type it applies to (Ajv's strict mode otherwise only logs that).
const ajv = new Ajv({ strictTypes: true, allowUnionTypes: true, allErrors: true });
const validate = ajv.compile(JSON.parse(publishedHookSchema()) as object);

/** The errors of each YAML document of `text` (an empty list per valid document). */
function errorsOf(text: string): (ErrorObject[] | null)[] {
  return parseAllDocuments(text).map((doc) => {
    if (doc.errors.length > 0) throw new Error(`not YAML: ${doc.errors[0]?.message}`);
    return validate(doc.toJS()) ? [] : validate.errors ?? null;
  });
}

/** Every error of every document, as `path: message` lines (an empty list when the text validates). */
const problems = (text: string): string[] => errorsOf(text).flatMap((errors) => (errors ?? [{ instancePath: '?', message: 'no errors reported' }]).map((e) => `${e.instancePath}: ${e.message}`));
const valid = (text: string): boolean => problems(text).length === 0;

/** A Cluster whose one hook is `- name: NAME` followed by `hook` (lines indented by 4). */
const cluster = (apiVersion: string, hook: string, name = 'a.service'): string => `apiVersion: ${apiVersion}\nkind: Cluster\nmetadata:\n  name: c\nspec:\n  hooks:\n  - name: ${name}\n${hook}`;
const group = (apiVersion: string, hook: string): string => `apiVersion: ${apiVersion}\nkind: InstanceGroup\nmetadata:\n  name: nodes\nspec:\n  role: Node\n  hooks:\n  - name: a.service\n${hook}`;

describe('the published hook schema', () => {
  it('is the editor schema, as JSON', () => {
    expect(JSON.parse(publishedHookSchema())).toEqual(HOOK_SCHEMA);
    expect(publishedHookSchema()).toMatch(/^\{\n {2}"\$schema": "http:\/\/json-schema\.org\/draft-07\/schema#",\n/);
  });

  it('every gallery example validates', () => {
    const files = readdirSync('examples').filter((f) => f.endsWith('.yaml'));
    expect(files.length).toBeGreaterThanOrEqual(15);
    for (const file of files) expect({ file, problems: problems(readFileSync(join('examples', file), 'utf8')) }).toEqual({ file, problems: [] });
  });

  it.each([
    ['Cluster v1alpha2', cluster('kops.k8s.io/v1alpha2', '    useRawManifest: "yes"\n')],
    ['Cluster v1alpha3', cluster('kops.k8s.io/v1alpha3', '    useRawManifest: "yes"\n')],
    ['InstanceGroup v1alpha2', group('kops.k8s.io/v1alpha2', '    useRawManifest: "yes"\n')],
    ['InstanceGroup v1alpha3', group('kops.k8s.io/v1alpha3', '    useRawManifest: "yes"\n')],
    ['a document without kind but with spec:', 'spec:\n  hooks:\n  - useRawManifest: "yes"\n'],
    ['a hooks: mapping', 'hooks:\n- name: a.service\n  useRawManifest: "yes"\n'],
    ['a bare list', '- name: a.service\n  useRawManifest: "yes"\n'],
    ['a single hook', 'name: a.service\nuseRawManifest: "yes"\n'],
  ])('rejects useRawManifest: "yes" in %s, naming the field', (_where, text) => {
    expect(problems(text)).toContainEqual(expect.stringMatching(/^(\/spec\/hooks\/0|\/hooks\/0|\/0|)\/useRawManifest: must be boolean$/));
  });

  it.each([
    ['name: 42', cluster('kops.k8s.io/v1alpha2', '    manifest: x\n', '42'), '/spec/hooks/0/name: must be string'],
    ['roles: Node (not a list)', cluster('kops.k8s.io/v1alpha2', '    roles: Node\n'), '/spec/hooks/0/roles: must be array'],
    ['roles: [Worker]', cluster('kops.k8s.io/v1alpha2', '    roles: [Worker]\n'), '/spec/hooks/0/roles/0: must be equal to one of the allowed values'],
    ['before: a string', cluster('kops.k8s.io/v1alpha2', '    before: docker.service\n'), '/spec/hooks/0/before: must be array'],
    ['execContainer.command: a string', cluster('kops.k8s.io/v1alpha2', '    execContainer:\n      image: busybox\n      command: echo hi\n'), '/spec/hooks/0/execContainer/command: must be array'],
    ['execContainer.environment: a list', cluster('kops.k8s.io/v1alpha2', '    execContainer:\n      environment: [A=1]\n'), '/spec/hooks/0/execContainer/environment: must be object'],
    ['manifest: a mapping', cluster('kops.k8s.io/v1alpha2', '    manifest:\n      ExecStart: /bin/true\n'), '/spec/hooks/0/manifest: must be string'],
    ['hooks: a mapping', 'kind: Cluster\nspec:\n  hooks:\n    name: a.service\n', '/spec/hooks: must be array,null'],
  ])('rejects %s, naming the field', (_what, text, problem) => {
    expect(problems(text)).toContain(problem);
  });

  it('accepts each of those fields with the type kops reads', () => {
    expect(problems(cluster('kops.k8s.io/v1alpha2', '    roles: [Node, ControlPlane]\n    before: [kubelet.service]\n    requires: [docker.service]\n'
      + '    execContainer:\n      image: busybox\n      command: [sh, -c, "echo hi"]\n      environment: {A: "1"}\n'))).toEqual([]);
    expect(problems(cluster('kops.k8s.io/v1alpha2', '    useRawManifest: true\n    manifest: |\n      [Unit]\n      Description=x\n'))).toEqual([]);
  });

  it('types disabled in v1alpha2 documents and enabled in v1alpha3 documents, each where kops reads it', () => {
    // v1alpha2 HookSpec: `json:"disabled"`; v1alpha3: `json:"enabled"` (kops v1.36.2:pkg/apis/kops/v1alpha2/cluster.go:387,
    // v1.36.2:pkg/apis/kops/v1alpha3/cluster.go:363).
    expect(valid(cluster('kops.k8s.io/v1alpha2', '    disabled: "yes"\n'))).toBe(false);
    expect(valid(cluster('kops.k8s.io/v1alpha2', '    disabled: true\n'))).toBe(true);
    expect(valid(group('kops.k8s.io/v1alpha3', '    enabled: "no"\n'))).toBe(false);
    expect(valid(group('kops.k8s.io/v1alpha3', '    enabled: false\n'))).toBe(true);
    // The playground reads `kops/v1alpha3` as v1alpha3 too, and a document without apiVersion as v1alpha2.
    expect(valid(cluster('kops/v1alpha3', '    enabled: "no"\n'))).toBe(false);
    expect(valid('kind: Cluster\nspec:\n  hooks:\n  - disabled: "yes"\n')).toBe(false);
    // The other version's switch is a key kops does not know there: left to the playground's lint.
    expect(valid(cluster('kops.k8s.io/v1alpha3', '    disabled: "yes"\n'))).toBe(true);
    expect(valid(cluster('kops.k8s.io/v1alpha2', '    enabled: "no"\n'))).toBe(true);
  });

  it('leaves every other field alone: unknown hook keys, the rest of the spec, other kinds of document', () => {
    expect(valid(cluster('kops.k8s.io/v1alpha2', '    after: [network.target]\n    manifest: x\n'))).toBe(true);
    expect(valid(`${cluster('kops.k8s.io/v1alpha2', '    manifest: x\n')}  networking:\n    cilium: {}\n  etcdClusters: [{name: main}]\n  api: 42\n`)).toBe(true);
    expect(valid('apiVersion: kops.k8s.io/v1alpha2\nkind: SSHCredential\nmetadata:\n  name: admin\nspec:\n  hooks: not-a-list\n')).toBe(true);
    expect(valid('apiVersion: kops.k8s.io/v1alpha2\nkind: Cluster\nspec:\n  hooks:\n')).toBe(true);
    expect(valid('apiVersion: kops.k8s.io/v1alpha2\nkind: Cluster\nspec:\n')).toBe(true);
    expect(valid('')).toBe(true);
    // The fields beside hooks that change what kops writes are typed.
    expect(valid('kind: InstanceGroup\nspec:\n  role: Worker\n')).toBe(false);
    expect(valid('kind: Cluster\nspec:\n  containerRuntime: cri-o\n')).toBe(false);
  });
});

describeCorpus(WILD, 'every published spec in ../shared/wild', () => {
  const files = WILD.files();

  it('are there', () => {
    expect(files.length).toBeGreaterThanOrEqual(27);
  });

  it.each(files.map((f) => [f.name, f.text] as const))('%s validates against the published hook schema', (_name, text) => {
    expect(problems(text)).toEqual([]);
  });
});

describe('fileAssets in the schema (kops FileAssetSpec: the same fields in v1alpha2 and v1alpha3)', () => {
  const assets = (apiVersion: string, asset: string): string => `apiVersion: ${apiVersion}\nkind: Cluster\nmetadata:\n  name: c\nspec:\n  fileAssets:\n  - name: tune\n${asset}`;
  it('accepts the issue\'s script asset with mode', () => {
    expect(problems(assets('kops.k8s.io/v1alpha2', '    path: /opt/bin/tune.sh\n    mode: "0755"\n    roles: [Master, Node]\n    content: |\n      #!/bin/sh\n'))).toEqual([]);
  });
  it.each([
    ['an unquoted mode (YAML reads 0755 as a number; kops wants a string)', 'kops.k8s.io/v1alpha2', '    mode: 0755\n', '/spec/fileAssets/0/mode: must be string'],
    ['a mode that is not octal', 'kops.k8s.io/v1alpha2', '    mode: "rwx"\n', '/spec/fileAssets/0/mode: must match pattern "^[0-7]{3,4}$"'],
    ['isBase64: "yes"', 'kops.k8s.io/v1alpha2', '    isBase64: "yes"\n', '/spec/fileAssets/0/isBase64: must be boolean'],
    ['roles: [Master] in v1alpha3', 'kops.k8s.io/v1alpha3', '    roles: [Master]\n', '/spec/fileAssets/0/roles/0: must be equal to one of the allowed values'],
  ])('rejects %s', (_what, apiVersion, asset, error) => {
    expect(problems(assets(apiVersion, asset))).toContain(error);
  });
});
