import { describe, expect, it } from 'vitest';
import type { DraftRecord } from './draft-record.ts';
import type { DraftDb } from './draft-db.ts';
import { draftWriter } from './draft-writer.ts';
import { NEW_SPEC_TEXT } from '../examples/new-spec.ts';
import { LEGACY_DRAFT_KEY, LEGACY_RECENT_KEY } from './local-notes.ts';
import { migrateLegacyDrafts } from './legacy-drafts.ts';

function storage(values: Record<string, string>): Storage {
  const data = new Map(Object.entries(values));
  return {
    get length() { return data.size; },
    clear: () => data.clear(),
    key: (i) => [...data.keys()][i] ?? null,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

const old = (text: string, savedAt: number, kopsVersion = '1.36.0', runtime = 'auto') => ({ text, kopsVersion, runtime, savedAt });

/** Runs the migration over `values` with a database that answers `status`: what it reported, added, kept in memory, and left in storage. */
async function migrate(values: Record<string, string> | null, status: 'ok' | 'full' = 'ok') {
  const s = storage(values ?? {});
  const added: DraftRecord[][] = [];
  const db = { addAbsent: (r: DraftRecord[]) => (added.push(r), Promise.resolve({ added: [], status })), remove: () => Promise.resolve('ok') } as unknown as DraftDb;
  const writer = draftWriter(db);
  const reported = await migrateLegacyDrafts(writer, 99, values ? () => s : () => { throw new DOMException('no', 'SecurityError'); });
  return { reported, added, kept: writer.records().map((d) => d.id), left: [LEGACY_DRAFT_KEY, LEGACY_RECENT_KEY].filter((k) => s.getItem(k) !== null) };
}

describe('the old localStorage drafts', () => {
  it('moves the draft and the Recent list as the old builds wrote them, one draft per text, own work only', async () => {
    const { reported, added, left } = await migrate({
      [LEGACY_DRAFT_KEY]: JSON.stringify({ version: 1, ...old('current', 30, '1.10.1') }),
      [LEGACY_RECENT_KEY]: JSON.stringify({ version: 1, drafts: [old('set aside', 20, '1.22.6', 'docker'), old('current', 10), old(NEW_SPEC_TEXT, 5), { text: 1 }] }),
    });
    expect(reported).toBe('ok');
    expect(added).toEqual([[
      { v: 1, id: 'legacy-draft', text: 'current', kopsVersion: '1.10.1', runtime: 'auto', createdAt: 30, savedAt: 30, rev: 1, importedAt: 99 },
      { v: 1, id: 'legacy-recent-0', text: 'set aside', kopsVersion: '1.22.6', runtime: 'docker', createdAt: 20, savedAt: 20, rev: 1, importedAt: 99 },
    ]]);
    expect(left).toEqual([]);
  });

  it.each(['{broken', '{"version":0,"yaml":"x"}', '["x"]', JSON.stringify({ version: 1, text: 42, kopsVersion: '', runtime: '', savedAt: 1 })])('says corrupt for the draft %s and still moves the list', async (raw) => {
    const { reported, added, left } = await migrate({ [LEGACY_DRAFT_KEY]: raw, [LEGACY_RECENT_KEY]: JSON.stringify({ version: 1, drafts: [old('listed', 1)] }) });
    expect(reported).toBe('corrupt');
    expect(added.map((r) => r.map((d) => d.text))).toEqual([['listed']]);
    expect(left).toEqual([]);
  });

  it('does nothing when there are no old keys, or when storage refuses', async () => {
    expect(await migrate({})).toEqual({ reported: 'ok', added: [], kept: [], left: [] });
    expect(await migrate(null)).toEqual({ reported: 'ok', added: [], kept: [], left: [] });
  });

  it('deletes the old keys only once the write has committed; when it fails, the keys stay and the drafts are kept in memory', async () => {
    const values = { [LEGACY_DRAFT_KEY]: JSON.stringify({ version: 1, ...old('hooks: [] # mine', 30) }) };
    for (const status of ['full', 'ok'] as const) {
      const { reported, added, kept, left } = await migrate(values, status);
      expect(reported).toBe(status);
      expect(added.map((r) => r.map((d) => d.id))).toEqual([['legacy-draft']]);
      expect(kept).toEqual(status === 'ok' ? [] : ['legacy-draft']);
      expect(left).toEqual(status === 'ok' ? [] : [LEGACY_DRAFT_KEY]);
    }
  });
});
