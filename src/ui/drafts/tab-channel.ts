import { localStore } from './local-store.ts';

/**
 * Messages between the playground's tabs of one browser profile: a `BroadcastChannel`, or, where
 * there is none, a localStorage key written and removed at once, whose `storage` event reaches the
 * other tabs. Neither delivers a message to the tab that sent it. Without either, messages go
 * nowhere and each tab works on its own (drafts stay safe: see `DraftDb.write`).
 */

/** A channel to the other tabs. Messages are structured-clonable (and JSON-safe for the fallback). */
export interface TabChannel {
  post: (message: unknown) => void;
  /** Calls `listener` for every message from another tab; returns the unsubscribe function. */
  listen: (listener: (message: unknown) => void) => () => void;
  close: () => void;
}

/** What the channel needs from the page (injectable for tests). */
export interface ChannelEnv {
  BroadcastChannel?: typeof BroadcastChannel;
  localStorage?: () => Storage | null;
  addEventListener?: (type: 'storage', listener: (e: StorageEvent) => void) => void;
  removeEventListener?: (type: 'storage', listener: (e: StorageEvent) => void) => void;
}

const pageEnv = (): ChannelEnv => ({
  BroadcastChannel: globalThis.BroadcastChannel,
  localStorage: localStore,
  addEventListener: (t, l) => globalThis.addEventListener?.(t, l),
  removeEventListener: (t, l) => globalThis.removeEventListener?.(t, l),
});

/** Opens the channel `name`. */
export function tabChannel(name: string, env: ChannelEnv = pageEnv()): TabChannel {
  if (typeof env.BroadcastChannel === 'function') {
    const channel = new env.BroadcastChannel(name);
    return {
      post: (message) => channel.postMessage(message),
      listen: (listener) => {
        const on = (e: MessageEvent): void => listener(e.data);
        channel.addEventListener('message', on);
        return () => channel.removeEventListener('message', on);
      },
      close: () => channel.close(),
    };
  }
  const key = `${name}:message`;
  const listeners = new Set<(e: StorageEvent) => void>();
  return {
    post: (message) => {
      try {
        const s = env.localStorage?.();
        // A nonce makes two equal messages in a row two changes (an unchanged value fires no event).
        s?.setItem(key, JSON.stringify({ message, nonce: Math.random() }));
        s?.removeItem(key);
      } catch {
        // Storage refused: the other tabs do not hear this one.
      }
    },
    listen: (listener) => {
      const on = (e: StorageEvent): void => {
        if (e.key !== key || !e.newValue) return;
        try {
          listener((JSON.parse(e.newValue) as { message: unknown }).message);
        } catch {
          // Not ours, or damaged: ignore.
        }
      };
      listeners.add(on);
      env.addEventListener?.('storage', on);
      return () => {
        listeners.delete(on);
        env.removeEventListener?.('storage', on);
      };
    },
    close: () => {
      for (const on of listeners) env.removeEventListener?.('storage', on);
      listeners.clear();
    },
  };
}
