import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyze } from '../src/core/index.ts';
import { SHARED_DIR } from './shared-dir.ts';

const SHARED = SHARED_DIR;
const fixture = (name: string) => readFileSync(join(import.meta.dirname, '..', 'fixtures', name, 'input.yaml'), 'utf8');
const definitions = (text: string, kopsVersion: string) =>
  Object.fromEntries(analyze(text, { kopsVersion }).groups.flatMap((g) => g.tasks.map((t) => [`${g.name}/${t.unit}`, t.definition])));

describe('the references, byte for byte', () => {
  it('kops 1.10 writes the broken swap1.swap.service exactly as the request shows it', () => {
    const request = readFileSync(join(SHARED, 'seed-request.md'), 'utf8');
    const start = request.indexOf('Results in this (broken) unit file:\n\n') + 'Results in this (broken) unit file:\n\n'.length;
    const shown = request.slice(start, request.indexOf('\n\nI experimented', start));
    expect(shown.startsWith('[Unit]\nDescription=Kops Hook swap1.swap\n')).toBe(true);
    // The manifest is a `|` block, so the file ends with the newline after WantedBy=.
    expect(definitions(fixture('seed-swap'), '1.10.1')['nodes/swap1.swap.service']).toBe(`${shown}\n`);
  });

  it('kops 1.22+ writes the worked containerd case of KOPS-HOOKS.md exactly', () => {
    const doc = readFileSync(join(SHARED, 'KOPS-HOOKS.md'), 'utf8');
    const start = doc.indexOf('writes `kops-hook-0.service`:\n```\n') + 'writes `kops-hook-0.service`:\n```\n'.length;
    const expected = doc.slice(start, doc.indexOf('```', start));
    expect(expected.endsWith('WantedBy=multi-user.target\n')).toBe(true);
    for (const v of ['1.22.0', '1.28.0', '1.36.0']) {
      expect(definitions(fixture('worked-containerd'), v)).toEqual({ 'ControlPlane/kops-hook-0.service': expected, 'Node/kops-hook-0.service': expected });
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
