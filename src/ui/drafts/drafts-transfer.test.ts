import { describe, expect, it } from 'vitest';
import type { DraftRecord } from './draft-record.ts';
import { draftsFileName, draftsFileText, parseDraftsFile, planImport } from './drafts-transfer.ts';

const d = (id: string, text: string, savedAt = 10): DraftRecord => ({ v: 1, id, text, kopsVersion: '1.22.6', runtime: 'docker', createdAt: 5, savedAt, rev: 4 });
const NOW = Date.UTC(2026, 0, 31, 12);

describe('drafts file', () => {
  it('writes a versioned file that reads back to the same drafts (without revisions)', () => {
    const text = draftsFileText([d('a', 'hooks: []\n'), d('b', '- name: x.service\n')], NOW);
    expect(JSON.parse(text)).toEqual({
      format: 'kops-hook-playground-drafts', version: 1, exportedAt: '2026-01-31T12:00:00.000Z',
      drafts: [
        { id: 'a', text: 'hooks: []\n', kopsVersion: '1.22.6', runtime: 'docker', createdAt: 5, savedAt: 10 },
        { id: 'b', text: '- name: x.service\n', kopsVersion: '1.22.6', runtime: 'docker', createdAt: 5, savedAt: 10 },
      ],
    });
    const parsed = parseDraftsFile(text);
    expect(parsed).toEqual({ kind: 'drafts', skipped: 0, drafts: JSON.parse(text).drafts });
    expect(draftsFileName(NOW)).toBe('kops-hook-drafts-2026-01-31.json');
  });

  it.each([
    ['YAML', 'hooks:\n- name: a.service\n'],
    ['a kops spec written as JSON', '{"apiVersion": "kops.k8s.io/v1alpha2", "kind": "Cluster", "spec": {"hooks": []}}'],
    ['JSON that only mentions the format', '{"note": "kops-hook-playground-drafts"}'],
    ['broken JSON that mentions it', '{"format": "kops-hook-playground-drafts", '],
  ])('leaves %s to the editor', (_, text) => {
    expect(parseDraftsFile(text)).toEqual({ kind: 'not-drafts' });
  });

  it('refuses a newer or shapeless drafts file, and skips entries it cannot read', () => {
    expect(parseDraftsFile('{"format":"kops-hook-playground-drafts","version":2,"drafts":[]}')).toMatchObject({ kind: 'error', message: expect.stringContaining('newer playground (format version 2)') });
    expect(parseDraftsFile('{"format":"kops-hook-playground-drafts","version":1}')).toMatchObject({ kind: 'error' });
    const one = { id: 'a', text: 't', kopsVersion: 'v', runtime: 'auto', createdAt: 1, savedAt: 2 };
    expect(parseDraftsFile(JSON.stringify({ format: 'kops-hook-playground-drafts', version: 1, drafts: [one, { id: 'b', text: 7 }, null] }))).toEqual({ kind: 'drafts', drafts: [one], skipped: 2 });
  });

  it('imports without overwriting: same text is a duplicate (any id), a taken id gets a new one', () => {
    const existing = [d('a', 'kept'), d('b', 'also kept')];
    let n = 0;
    const plan = planImport([
      { id: 'a', text: 'kept', kopsVersion: 'x', runtime: 'auto', createdAt: 1, savedAt: 1 },
      { id: 'z', text: 'also kept', kopsVersion: 'x', runtime: 'auto', createdAt: 1, savedAt: 1 },
      { id: 'b', text: 'different text, taken id', kopsVersion: '1.10.1', runtime: 'auto', createdAt: 1, savedAt: 2 },
      { id: 'c', text: 'new', kopsVersion: '1.36.0', runtime: 'auto', createdAt: 3, savedAt: 4 },
      { id: 'd', text: 'new', kopsVersion: '1.36.0', runtime: 'auto', createdAt: 3, savedAt: 4 },
    ], existing, NOW, () => `fresh-${++n}`);
    expect(plan.duplicates).toBe(3);
    expect(plan.records).toEqual([
      { v: 1, id: 'fresh-1', text: 'different text, taken id', kopsVersion: '1.10.1', runtime: 'auto', createdAt: 1, savedAt: 2, rev: 1, importedAt: NOW },
      { v: 1, id: 'c', text: 'new', kopsVersion: '1.36.0', runtime: 'auto', createdAt: 3, savedAt: 4, rev: 1, importedAt: NOW },
    ]);
  });
});
