import { describe, expect, it } from 'vitest';
import type { DraftDb } from './draft-db.ts';
import type { DraftRecord } from './draft-record.ts';
import type { DraftWriter } from './draft-writer.ts';
import { LEGACY_DRAFT_KEY, LEGACY_RECENT_KEY, migrateLegacyDrafts, readLegacyDrafts } from './legacy-drafts.ts';

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

const own = (t: string): boolean => t.trim() !== '' && t !== 'EXAMPLE';
const old = (text: string, savedAt: number, kopsVersion = '1.36.0', runtime = 'auto') => ({ text, kopsVersion, runtime, savedAt });

describe('the old localStorage drafts', () => {
  it('reads the draft and the Recent list as today\'s builds wrote them, one draft per text', () => {
    const s = storage({
      [LEGACY_DRAFT_KEY]: JSON.stringify({ version: 1, ...old('current', 30, '1.10.1') }),
      [LEGACY_RECENT_KEY]: JSON.stringify({ version: 1, drafts: [old('set aside', 20, '1.22.6', 'docker'), old('current', 10), old('EXAMPLE', 5), { text: 1 }] }),
    });
    const read = readLegacyDrafts(() => s, 99, own);
    expect(read).toEqual({
      keys: [LEGACY_DRAFT_KEY, LEGACY_RECENT_KEY], corrupt: false, unavailable: false,
      records: [
        { v: 1, id: 'legacy-draft', text: 'current', kopsVersion: '1.10.1', runtime: 'auto', createdAt: 30, savedAt: 30, rev: 1, importedAt: 99 },
        { v: 1, id: 'legacy-recent-0', text: 'set aside', kopsVersion: '1.22.6', runtime: 'docker', createdAt: 20, savedAt: 20, rev: 1, importedAt: 99 },
      ],
    });
  });

  it.each(['{broken', '{"version":0,"yaml":"x"}', '["x"]', JSON.stringify({ version: 1, text: 42, kopsVersion: '', runtime: '', savedAt: 1 })])('says corrupt for the draft %s and still reads the list', (raw) => {
    const s = storage({ [LEGACY_DRAFT_KEY]: raw, [LEGACY_RECENT_KEY]: JSON.stringify({ version: 1, drafts: [old('listed', 1)] }) });
    const read = readLegacyDrafts(() => s, 2, own);
    expect(read.corrupt).toBe(true);
    expect(read.records.map((r) => r.text)).toEqual(['listed']);
  });

  it('reports nothing when there are no old keys, and unavailable when storage refuses', () => {
    expect(readLegacyDrafts(() => storage({}), 1, own)).toEqual({ records: [], keys: [], corrupt: false, unavailable: false });
    expect(readLegacyDrafts(() => { throw new DOMException('no', 'SecurityError'); }, 1, own).unavailable).toBe(true);
  });

  it('moves them into IndexedDB and deletes the old keys only once that has committed; when it fails, the keys stay and the drafts are kept in memory', async () => {
    const values = { [LEGACY_DRAFT_KEY]: JSON.stringify({ version: 1, ...old('hooks: [] # mine', 30) }) };
    for (const status of ['full', 'ok'] as const) {
      const s = storage(values);
      const added: DraftRecord[][] = [];
      const kept: DraftRecord[][] = [];
      const db = { addAbsent: (r: DraftRecord[]) => (added.push(r), Promise.resolve({ added: [], status })) } as unknown as DraftDb;
      const writer = { keepInMemory: (r: DraftRecord[]) => void kept.push(r) } as unknown as DraftWriter;
      expect(await migrateLegacyDrafts(db, writer, 99, () => s)).toBe(status);
      expect(added.map((r) => r.map((d) => d.id))).toEqual([['legacy-draft']]);
      expect(kept.length).toBe(status === 'ok' ? 0 : 1);
      expect(s.getItem(LEGACY_DRAFT_KEY)).toBe(status === 'ok' ? null : values[LEGACY_DRAFT_KEY]);
    }
  });
});
