import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyze } from '../src/core/index.ts';
import { describeCorpus, REFERENCE } from './corpus.ts';

const ROOT = join(import.meta.dirname, '..');
const fixture = (name: string) => readFileSync(join(ROOT, 'fixtures', name, 'input.yaml'), 'utf8');
const pinned = (name: string) => readFileSync(join(ROOT, 'test/fixtures/reference', name), 'utf8');
const definitions = (text: string, kopsVersion: string) =>
  Object.fromEntries(analyze(text, { kopsVersion }).groups.flatMap((g) => g.tasks.map((t) => [`${g.name}/${t.unit}`, t.definition])));

/** The text between `before` and `after` in a reference document. */
function between(doc: string, before: string, after: string): string {
  const start = doc.indexOf(before);
  expect(start, `the document no longer says ${JSON.stringify(before)}`).toBeGreaterThanOrEqual(0);
  return doc.slice(start + before.length, doc.indexOf(after, start + before.length));
}

// The worked units of the reference documents, pinned by hand in test/fixtures/reference with the
// kops source that writes each (its README cites tag:path:line for every line).
describe('the worked units of the references, byte for byte (test/fixtures/reference)', () => {
  it('kops 1.10 writes the broken swap1.swap.service exactly as the request shows it (1.10.1:nodeup/pkg/model/hooks.go:98-142)', () => {
    const unit = pinned('seed-request-swap1.swap.service');
    expect(unit.startsWith('[Unit]\nDescription=Kops Hook swap1.swap\nRequires=create-swapfile.service\n\n[Service]\n[Unit]\n')).toBe(true);
    // The manifest is a `|` block, so the file ends with the newline after WantedBy=.
    expect(definitions(fixture('seed-swap'), '1.10.1')['nodes/swap1.swap.service']).toBe(unit);
  });

  it('kops 1.22 to 1.36 write the worked containerd case of KOPS-HOOKS.md exactly (v1.22.0 and v1.36.2:nodeup/pkg/model/hooks.go, buildContainerdService)', () => {
    const unit = pinned('worked-containerd-kops-hook-0.service');
    expect(unit.endsWith('[Install]\nWantedBy=multi-user.target\n')).toBe(true);
    for (const v of ['1.22.0', '1.28.0', '1.36.0']) {
      expect(definitions(fixture('worked-containerd'), v)).toEqual({ 'ControlPlane/kops-hook-0.service': unit, 'Node/kops-hook-0.service': unit });
    }
  });

  it('kops 1.11+ keeps swap1.swap as a swap unit only with useRawManifest', () => {
    expect(Object.keys(definitions(fixture('seed-swap'), '1.11.0'))).toEqual(['nodes/create-swapfile.service', 'nodes/swap1.swap']);
    const raw = definitions(fixture('seed-swap-raw'), '1.11.0')['nodes/swap1.swap'];
    expect(raw).toBe('[Unit]\nDescription=Turn on swap\nRequires=create-swapfile.service\nAfter=create-swapfile.service\n\n[Swap]\nWhat=/swap1\n\n[Install]\nWantedBy=multi-user.target\n');
  });

  it('a duplicate task aborts nodeup before it applies anything (kops: klog.Fatalf in AddTask, tasks run after every builder)', () => {
    const g = analyze(fixture('abort-duplicate-task'), { kopsVersion: '1.30.0' }).groups;
    expect(g.map((x) => [x.name, x.tasks.map((t) => t.unit), x.fatal])).toEqual([
      ['nodes', ['bar.service'], 'found duplicate tasks with name "Service/bar.service"'],
      ['masters', ['bar.service', 'first.service', 'foo.service'], 'found duplicate tasks with name "Service/foo.service"'],
    ]);
  });
});

describeCorpus(REFERENCE, 'the pinned units are the ones the reference documents show', () => {
  it('../shared/seed-request.md: the broken unit, with the newline that ends its manifest', () => {
    const shown = between(REFERENCE.read('seed-request.md'), 'Results in this (broken) unit file:\n\n', '\n\nI experimented');
    expect(`${shown}\n`).toBe(pinned('seed-request-swap1.swap.service'));
  });

  it('../shared/KOPS-HOOKS.md: the worked case', () => {
    expect(between(REFERENCE.read('KOPS-HOOKS.md'), 'writes `kops-hook-0.service`:\n```\n', '```')).toBe(pinned('worked-containerd-kops-hook-0.service'));
  });
});
