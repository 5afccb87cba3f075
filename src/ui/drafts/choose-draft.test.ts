import { describe, expect, it } from 'vitest';
import { chooseDraft, type ChooseInput } from './choose-draft.ts';
import type { DraftRecord } from './draft-record.ts';
import { NEW_SPEC_TEXT } from '../examples/new-spec.ts';

const d = (id: string, text: string, savedAt: number, rev = 1): DraftRecord => ({ v: 1, id, text, kopsVersion: '1.36.0', runtime: 'auto', createdAt: savedAt, savedAt, rev });
const mine = d('mine', 'my text', 100, 3);
const older = d('older', 'older text', 50);
const newest = d('newest', 'newest text', 200);

const input = (over: Partial<ChooseInput>): ChooseInput => ({
  drafts: [mine, older, newest], tab: null, shown: null, navigation: 'navigate', viewAt: null, openElsewhere: new Set(), now: 300, ...over,
});

describe('chooseDraft', () => {
  it.each([
    ['a reload reopens the tab\'s own draft, even when another is newer', { tab: { draft: 'mine', rev: 3 } }, { kind: 'open', record: mine }],
    ['a duplicated tab reopens its draft too (the notice comes from presence)', { tab: { draft: 'mine', rev: 3 }, openElsewhere: new Set(['mine']) }, { kind: 'open', record: mine }],
    ['a new tab opens the most recently edited draft', {}, { kind: 'open', record: newest }],
    ['a new tab starts afresh when the newest draft is open in another tab', { openElsewhere: new Set(['newest']) }, { kind: 'default' }],
    ['a new tab with no drafts starts from the default example', { drafts: [] }, { kind: 'default' }],
    ['a stored example as shipped is not reopened', { drafts: [d('ex', NEW_SPEC_TEXT, 300)] }, { kind: 'default' }],
    ['a tab whose draft is gone (removed elsewhere) opens the newest', { tab: { draft: 'gone', rev: 1 } }, { kind: 'open', record: newest }],
  ] as const)('plain visit: %s', (_, over, expected) => {
    expect(chooseDraft(input(over))).toEqual(expected);
  });

  it.each([
    ['a link in a new tab is a new draft; nothing is set aside', { shown: 'link' }, { kind: 'new', setAside: null, changedElsewhere: false }],
    ['the tab\'s own text in the address continues its draft', { shown: 'my text', tab: { draft: 'mine', rev: 3 } }, { kind: 'continue', record: mine, use: 'screen' }],
    ['a link opened in a tab with a draft sets that draft aside', { shown: 'link', tab: { draft: 'mine', rev: 3 } }, { kind: 'new', setAside: mine, changedElsewhere: false }],
    ['an example over an example sets nothing aside', { shown: 'link', tab: { draft: 'ex', rev: 1 }, drafts: [d('ex', NEW_SPEC_TEXT, 1)] }, { kind: 'new', setAside: null, changedElsewhere: false }],
    ['a reload whose address is newer than the save continues with the address\'s text', { shown: 'my text, newer', tab: { draft: 'mine', rev: 3 }, navigation: 'reload', viewAt: 150 }, { kind: 'continue', record: mine, use: 'screen' }],
    ['a reload whose save is newer than the address continues with the saved text', { shown: 'my text, older', tab: { draft: 'mine', rev: 3 }, navigation: 'reload', viewAt: 90 }, { kind: 'continue', record: mine, use: 'record' }],
    ['a reload with no stamp on the address trusts the save', { shown: 'my text, older', tab: { draft: 'mine', rev: 3 }, navigation: 'back_forward' }, { kind: 'continue', record: mine, use: 'record' }],
    ['a reload after another tab wrote the draft keeps both: the address\'s text becomes a new draft', { shown: 'my text, mine', tab: { draft: 'mine', rev: 2 }, navigation: 'reload', viewAt: 500 }, { kind: 'new', setAside: mine, changedElsewhere: true }],
  ] as const)('address: %s', (_, over, expected) => {
    expect(chooseDraft(input(over))).toEqual(expected);
  });
});
