import { describe, expect, it } from 'vitest';
import type { AnalyzeOptions } from '../../types.ts';
import { runRule, type RuleHit } from '../run-rule.ts';
import { readAsHost } from './image-name-read-as-registry.ts';

// Rule table: valid inputs give no finding; each invalid input gives exactly these findings
// (1-based line and column in the YAML) and, after the first fix of each, exactly `fixed`.
const ID = 'image-name-read-as-registry';
const CTR: AnalyzeOptions = { kopsVersion: '1.36.2' };

const VALID: Array<[string, string, AnalyzeOptions]> = [
  ['a bare name (kops adds docker.io/library/)', '- execContainer:\n    image: busybox:1.36\n', CTR],
  ['a registry with a dot', '- execContainer:\n    image: quay.io/org/tool:1\n', CTR],
  ['a registry with a port', '- execContainer:\n    image: registry:5000/tool:1\n', CTR],
  ['localhost', '- execContainer:\n    image: localhost/tool:1\n', CTR],
  ['docker.io written out', '- execContainer:\n    image: docker.io/myorg/tool:1.2\n', CTR],
  // v1.20.2:nodeup/pkg/model/hooks.go runs every exec hook through Docker, which reads myorg/tool as Docker Hub.
  ['Docker runs exec hooks before 1.20.3', '- execContainer:\n    image: myorg/tool:1.2\n', { kopsVersion: '1.20.2', runtime: 'containerd' }],
  ['a Docker node', '- execContainer:\n    image: myorg/tool:1.2\n', { kopsVersion: '1.21.0', runtime: 'docker' }],
  ['a disabled hook', '- disabled: true\n  execContainer:\n    image: myorg/tool:1.2\n', CTR],
];

const MESSAGE = '`myorg/tool:1.2` has no registry: ctr, which pulls exec images on containerd nodes, takes `myorg` for a registry host, so the pull fails at every boot and the hook never runs. Write `docker.io/myorg/tool:1.2`.';

const INVALID: Array<{ name: string; yaml: string; options: AnalyzeOptions; hits: RuleHit[]; fixed: string | null }> = [
  {
    name: 'a Docker Hub organisation image at kops 1.36.2',
    yaml: '- execContainer:\n    image: myorg/tool:1.2\n',
    options: CTR,
    hits: [{ line: 2, column: 12, severity: 'error', message: MESSAGE }],
    fixed: '- execContainer:\n    image: docker.io/myorg/tool:1.2\n',
  },
  {
    // v1.20.3:nodeup/pkg/model/hooks.go:161 is the first release that pulls with ctr.
    name: 'from kops 1.20.3 on containerd',
    yaml: '- execContainer:\n    image: myorg/tool:1.2\n',
    options: { kopsVersion: '1.20.3', runtime: 'containerd' },
    hits: [{ line: 2, column: 12, severity: 'error', message: MESSAGE }],
    fixed: '- execContainer:\n    image: docker.io/myorg/tool:1.2\n',
  },
];

describe(ID, () => {
  it.each(VALID)('valid: %s', (_name, yaml, options) => {
    expect(runRule(ID, yaml, options).hits).toEqual([]);
  });
  it.each(INVALID)('invalid: $name', ({ yaml, options, hits, fixed }) => {
    expect(runRule(ID, yaml, options)).toEqual({ hits, fixed });
  });
  it('reads the host as containerd\'s reference.Parse does (first element, when Docker would not call it a host)', () => {
    expect(['myorg/tool:1', 'a/b/c', 'busybox', 'gcr.io/x/y', 'reg:5000/x', 'localhost/x', '/x'].map(readAsHost)).toEqual(['myorg', 'a', undefined, undefined, undefined, undefined, undefined]);
  });
});
