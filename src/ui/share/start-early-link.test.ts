import { describe, expect, it } from 'vitest';
import { encodeShareLink } from '../../core/share/index.ts';
import { EARLY_LINK_GLOBAL, takeEarlyLink, type LinkHolder } from './early-link.ts';
import { startEarlyLink } from './start-early-link.ts';

const TEXT = 'hooks:\n- name: early.service\n  manifest: |\n    Type=oneshot\n';
const link = (() => {
  const l = encodeShareLink({ text: TEXT, kopsVersion: '1.36.2', unit: 'early.service' });
  if (!l.ok) throw new Error(l.message);
  return l.fragment;
})();

describe('startEarlyLink and takeEarlyLink', () => {
  it('the early script decodes the permalink; the entry takes it once, for that address only', () => {
    const holder: LinkHolder = {};
    startEarlyLink(holder, { hash: link, search: '' });
    expect(takeEarlyLink(link.slice(1), holder)).toEqual({ text: TEXT, kopsVersion: '1.36.2', unit: 'early.service' });
    expect(takeEarlyLink(link.slice(1), holder)).toBeNull();
    // Taken: an early script that runs now decodes nothing.
    startEarlyLink(holder, { hash: link, search: '' });
    expect(holder[EARLY_LINK_GLOBAL]).toBeNull();

    const other: LinkHolder = {};
    startEarlyLink(other, { hash: link, search: '' });
    // The address changed before the entry ran: the entry decodes the new one itself.
    expect(takeEarlyLink('v1.other', other)).toBeNull();
  });

  it('leaves a link that does not decode to the entry, which says why', () => {
    const holder: LinkHolder = {};
    for (const hash of ['#v1.abc', '#v9.abc', `${link.slice(0, -6)}`]) startEarlyLink(holder, { hash, search: '?embed' });
    expect(holder[EARLY_LINK_GLOBAL]).toBeUndefined();
    expect(takeEarlyLink('v1.abc', holder)).toBeNull();
  });

  it('decodes nothing without a fragment', () => {
    const holder: LinkHolder = {};
    for (const hash of ['', '#']) startEarlyLink(holder, { hash, search: '?example=01-swap-request' });
    expect(holder[EARLY_LINK_GLOBAL]).toBeUndefined();
    expect(takeEarlyLink('', holder)).toBeNull();
  });
});
