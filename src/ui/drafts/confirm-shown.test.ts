import { describe, expect, it } from 'vitest';
import type { BootDraft } from './boot-draft.ts';
import { confirmShown } from './confirm-shown.ts';
import type { DraftRecord } from './draft-record.ts';

const draft = (id: string, text = `hooks:\n- name: ${id}.service\n`, rev = 1): DraftRecord => ({ v: 1, id, text, kopsVersion: '1.36.2', runtime: 'auto', createdAt: 1, savedAt: 2, rev });
const opened = (record: DraftRecord): BootDraft => ({ choice: { kind: 'open', record }, id: record.id, elsewhere: new Set() });

/** What confirmShown did: its result, and what it put on screen. */
function confirm(boot: BootDraft, shown: DraftRecord, edited = false) {
  const opens: Array<string | null> = [];
  const result = confirmShown(boot, shown, () => edited, (r) => opens.push(r?.text ?? null));
  return { result, opens };
}

describe('confirmShown', () => {
  it('changes nothing when the locks chose the draft shown, with the same text and options', () => {
    const boot = opened(draft('a', undefined, 7));
    expect(confirm(boot, draft('a'))).toEqual({ result: boot, opens: [] });
  });

  it('puts the chosen draft on screen when it differs: a newer text of the same draft, another draft, or none (the default example)', () => {
    const newer = opened(draft('a', 'hooks: []\n'));
    expect(confirm(newer, draft('a'))).toEqual({ result: newer, opens: ['hooks: []\n'] });
    const options = opened({ ...draft('a'), kopsVersion: '1.28.7' });
    expect(confirm(options, draft('a')).opens).toEqual([draft('a').text]);
    const other = opened(draft('b'));
    expect(confirm(other, draft('a'))).toEqual({ result: other, opens: [draft('b').text] });
    const fresh: BootDraft = { choice: { kind: 'default' }, id: 'new', elsewhere: new Set(['a']) };
    expect(confirm(fresh, draft('a'))).toEqual({ result: fresh, opens: [null] });
  });

  it('never replaces what the person has typed: the session chooses again around it', () => {
    expect(confirm({ choice: { kind: 'default' }, id: 'new', elsewhere: new Set(['a']) }, draft('a'), true)).toEqual({ result: null, opens: [] });
    // Typed over the right draft: nothing to replace, the choice stands.
    const boot = opened(draft('a'));
    expect(confirm(boot, draft('a'), true)).toEqual({ result: boot, opens: [] });
  });
});
