import { describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from './fake-locks.ts';
import { presence, type PresenceEvent } from './presence.ts';
import { tabChannel, type TabChannel } from './tab-channel.ts';
import { tabLocks } from './tab-locks.ts';

/** Channels of one in-memory "browser": a message reaches every channel but the sender's. */
function bus() {
  const members = new Set<(m: unknown) => void>();
  return (): TabChannel => {
    let own: ((m: unknown) => void) | null = null;
    return {
      post: (m) => queueMicrotask(() => members.forEach((l) => l !== own && l(structuredClone(m)))),
      listen: (l) => {
        own = l;
        members.add(l);
        return () => members.delete(l);
      },
      close: () => own && members.delete(own),
    };
  };
}

const settle = () => new Promise((r) => setTimeout(r, 5));

describe('presence', () => {
  it('without Web Locks, the second tab on a draft hears that it is claimed; the first does not', async () => {
    const open = bus();
    const one = presence(open(), 'tab-1', tabLocks(null));
    const two = presence(open(), 'tab-2', tabLocks(null));
    const heard: Record<string, PresenceEvent[]> = { one: [], two: [] };
    one.listen((e) => heard.one?.push(e));
    two.listen((e) => heard.two?.push(e));
    await one.announce('draft-a');
    await settle();
    // What the messages said is all a choice has to go on.
    expect(await two.choosing(async (elsewhere) => elsewhere)).toEqual(new Set(['draft-a']));
    await two.announce('draft-a');
    await settle();
    expect(heard.two).toContainEqual({ kind: 'claimed', draft: 'draft-a' });
    expect(heard.one?.filter((e) => e.kind === 'claimed')).toEqual([]);
    expect(one.openElsewhere()).toEqual(new Set(['draft-a']));
  });

  it('with Web Locks, a choice knows at once which drafts other tabs hold, before any message arrives', async () => {
    const browser = fakeBrowser();
    const silent = (): TabChannel => ({ post: () => {}, listen: () => () => {}, close: () => {} });
    const one = presence(silent(), 'tab-1', tabLocks(browser.tab('tab-1')));
    const two = presence(silent(), 'tab-2', tabLocks(browser.tab('tab-2')));
    await one.announce('draft-a');
    expect(await two.choosing(async (elsewhere) => elsewhere)).toEqual(new Set(['draft-a']));
    expect(two.openElsewhere()).toEqual(new Set());
    await one.announce('draft-b');
    expect(await two.choosing(async (elsewhere) => elsewhere)).toEqual(new Set(['draft-b']));
  });

  it('forgets a tab that leaves, and passes on "changed"', async () => {
    const open = bus();
    const one = presence(open(), 'tab-1', tabLocks(null));
    const two = presence(open(), 'tab-2', tabLocks(null));
    const events: PresenceEvent[] = [];
    one.listen((e) => events.push(e));
    await two.announce('draft-b');
    await settle();
    expect(one.openElsewhere()).toEqual(new Set(['draft-b']));
    two.changed();
    two.leave();
    await settle();
    expect(events).toContainEqual({ kind: 'changed' });
    expect(one.openElsewhere()).toEqual(new Set());
  });
});

describe('tabChannel without BroadcastChannel', () => {
  it('goes through a localStorage key and its storage event, and ignores other keys', () => {
    const listeners = new Set<(e: StorageEvent) => void>();
    const writes: Array<[string, string | null]> = [];
    const store = { setItem: (k: string, v: string) => writes.push([k, v]), removeItem: (k: string) => writes.push([k, null]) } as unknown as Storage;
    const env = {
      localStorage: () => store,
      addEventListener: (_: 'storage', l: (e: StorageEvent) => void) => listeners.add(l),
      removeEventListener: (_: 'storage', l: (e: StorageEvent) => void) => listeners.delete(l),
    };
    const channel = tabChannel('tabs', env);
    const got = vi.fn();
    channel.listen(got);
    channel.post({ t: 'hello' });
    expect(writes.map(([k, v]) => [k, v === null ? null : (JSON.parse(v) as { message: unknown }).message])).toEqual([['tabs:message', { t: 'hello' }], ['tabs:message', null]]);
    // Another tab's write arrives as a storage event; the removal (newValue null) and other keys are ignored.
    const fire = (key: string, newValue: string | null) => listeners.forEach((l) => l({ key, newValue } as StorageEvent));
    fire('tabs:message', JSON.stringify({ message: { t: 'bye', from: 'x' }, nonce: 1 }));
    fire('tabs:message', null);
    fire('other', JSON.stringify({ message: 1 }));
    fire('tabs:message', '{damaged');
    expect(got.mock.calls).toEqual([[{ t: 'bye', from: 'x' }]]);
    channel.close();
    expect(listeners.size).toBe(0);
  });
});
