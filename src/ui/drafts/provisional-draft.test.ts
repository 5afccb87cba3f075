import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chooseDraft } from './choose-draft.ts';
import { DRAFT_MAX_AGE_MS, isFresh, type DraftRecord } from './draft-record.ts';
import { provisionalDraft } from './provisional-draft.ts';

const NOW = Date.UTC(2026, 11, 7);
const draft = (id: string, savedAt: number, text = `hooks:\n- name: ${id}.service\n`): DraftRecord => ({ v: 1, id, text, kopsVersion: '1.36.2', runtime: 'auto', createdAt: 1, savedAt, rev: 1 });
const none = new Set<string>();

describe('provisionalDraft', () => {
  it('names the copy for a new tab, unless a tab has it open or it is past the 30 days a draft is kept', () => {
    const copy = draft('a', NOW - 1000);
    expect(provisionalDraft({ latest: copy, tab: null, marked: none, now: NOW })).toBe(copy);
    expect(provisionalDraft({ latest: copy, tab: null, marked: new Set(['a']), now: NOW })).toBeNull();
    expect(provisionalDraft({ latest: copy, tab: null, marked: new Set(['b']), now: NOW })).toBe(copy);
    expect(provisionalDraft({ latest: draft('a', NOW - DRAFT_MAX_AGE_MS - 1), tab: null, marked: none, now: NOW })).toBeNull();
    expect(provisionalDraft({ latest: null, tab: null, marked: none, now: NOW })).toBeNull();
  });

  it('names the tab\'s own draft when the copy is that draft (open in a duplicated tab or not), and nothing when it is another', () => {
    const copy = draft('a', NOW - DRAFT_MAX_AGE_MS - 1);
    expect(provisionalDraft({ latest: copy, tab: { draft: 'a', rev: 1 }, marked: new Set(['a']), now: NOW })).toBe(copy);
    expect(provisionalDraft({ latest: copy, tab: { draft: 'b', rev: 1 }, marked: none, now: NOW })).toBeNull();
  });

  // What localStorage says must never contradict the choice made under the locks from the same
  // facts: when it names a draft, chooseDraft picks that draft.
  it('when it names a draft, chooseDraft picks the same one from the stored drafts (property)', () => {
    const ids = ['a', 'b', 'c', 'd'];
    const record = fc.record({
      id: fc.constantFrom(...ids),
      age: fc.integer({ min: 0, max: DRAFT_MAX_AGE_MS * 2 }),
      own: fc.boolean(),
    }).map(({ id, age, own }) => draft(id, NOW - age, own ? `hooks:\n- name: ${id}.service\n` : 'EXAMPLE'));
    fc.assert(fc.property(
      fc.uniqueArray(record, { selector: (d) => d.id, maxLength: 4 }),
      fc.option(fc.record({ draft: fc.constantFrom(...ids), rev: fc.nat() }), { nil: null }),
      fc.subarray(ids),
      fc.subarray(ids),
      (stored, tab, marked, elsewhere) => {
        const isOwnWork = (t: string) => t !== 'EXAMPLE';
        // The copy as the session keeps it (latest-draft.ts): the most recently saved own-work draft.
        const latest = stored.filter((d) => isOwnWork(d.text)).sort((x, y) => y.savedAt - x.savedAt)[0] ?? null;
        // Every tab that holds a draft has marked it (open-marks.ts).
        const shown = provisionalDraft({ latest, tab, marked: new Set([...marked, ...elsewhere]), now: NOW });
        if (!shown) return;
        const kept = stored.filter((d) => isFresh(d, NOW) || d.id === tab?.draft);
        const choice = chooseDraft({ drafts: kept, tab, shown: null, navigation: 'navigate', viewAt: null, openElsewhere: new Set(elsewhere), isOwnWork });
        expect(choice).toEqual({ kind: 'open', record: shown });
      },
    ), { numRuns: 2000 });
  });
});
