import { describe, expect, it } from 'vitest';
import { documentApiVersion, manifestContext } from './manifest-context.ts';

/** The context at the `|` marking the caret in `text` (the marker is removed). */
function at(text: string): ReturnType<typeof manifestContext> {
  const lines = text.split('\n');
  const line = lines.findIndex((l) => l.includes('‸'));
  const column = (lines[line] ?? '').indexOf('‸');
  lines[line] = (lines[line] ?? '').replace('‸', '');
  return manifestContext(lines, line, column);
}

const IG = `apiVersion: kops.k8s.io/v1alpha2
kind: InstanceGroup
spec:
  hooks:
  - name: swap1.swap
    useRawManifest: true
    manifest: |
      [Unit]
      Requires=mkswap.service
      [Swap]
      ‸
    roles: [Node]
  - name: other
    manifest: |
      Type=oneshot
`;

describe('manifestContext', () => {
  it('finds the block, the hook name and useRawManifest, and the section above the caret', () => {
    expect(at(IG)).toEqual({ headerLine: 6, name: 'swap1.swap', raw: true, section: 'Swap', before: '' });
  });

  it('reads what the line holds before the caret', () => {
    expect(at('- name: a\n  manifest: |\n    Type=oneshot\n    Time‸\n')).toEqual({ headerLine: 1, name: 'a', raw: false, before: 'Time' });
    expect(at('- name: a\n  manifest: |\n    Type=one‸shot\n')?.before).toBe('Type=one');
  });

  it('takes the hook whose mapping holds the block, not the next one in the list', () => {
    const text = '- name: first.service\n  manifest: |\n    ‸\n- name: second.timer\n  useRawManifest: true\n  manifest: x\n';
    expect(at(text)).toEqual({ headerLine: 1, name: 'first.service', raw: false, before: '' });
  });

  it('reads `- manifest: |` and block indicators, quoted names and comments', () => {
    expect(at('- manifest: |-\n    ‸\n  name: "a b.service" # the name\n  useRawManifest: yes\n')).toEqual({ headerLine: 0, name: 'a b.service', raw: false, before: '' });
    expect(at("hooks:\n- name: 'x.swap'\n  useRawManifest: true  # raw\n  manifest: |2\n    [Swap]\n    W‸\n")).toMatchObject({ name: 'x.swap', raw: true, section: 'Swap', before: 'W' });
  });

  it('is undefined outside a block: on a key, after the block, at column 0, in another document', () => {
    expect(at('- name: a\n  manifest: |\n    Type=oneshot\n  befo‸\n')).toBeUndefined();
    expect(at('- name: a\n  manifest: |\n    Type=oneshot\n  before: [x]\n    ‸\n')).toBeUndefined();
    expect(at('- name: a\n  manifest: |\n    Type=oneshot\n‸\n')).toBeUndefined();
    expect(at('- name: a\n  manifest: |\n    Type=oneshot\n---\n  ‸\n')).toBeUndefined();
    expect(at('- name: a\n  manifest: Type=oneshot\n    ‸\n')).toBeUndefined();
  });

  it('counts lines more indented than the first as the block\'s', () => {
    expect(at('- name: a\n  manifest: |\n    ExecStart=/bin/sh -c \\\n      "echo ‸\n')).toMatchObject({ headerLine: 1, name: 'a' });
  });
});

describe('documentApiVersion', () => {
  it('reads the apiVersion of the caret\'s document; v1alpha2 without one, as kops does', () => {
    const lines = ['apiVersion: kops.k8s.io/v1alpha3', 'kind: Cluster', '---', 'kind: InstanceGroup', 'spec: {}', '---', 'apiVersion: "kops.k8s.io/v1alpha3"'];
    expect(documentApiVersion(lines, 1)).toBe('v1alpha3');
    expect(documentApiVersion(lines, 4)).toBe('v1alpha2');
    expect(documentApiVersion(lines, 6)).toBe('v1alpha3');
    expect(documentApiVersion(['- name: a'], 0)).toBe('v1alpha2');
  });
});
