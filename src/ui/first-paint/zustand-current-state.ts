import { useSyncExternalStore } from 'react';
import { createStore, type StateCreator, type StoreApi } from 'zustand/vanilla';

/**
 * `zustand`'s `create` for the build-time prerender (scripts/vite-prerender.ts): a server render
 * reads the store's current state, not its initial one (zustand's own hook gives React the initial
 * state as the server snapshot), so that the prerender shows the view it put in the store.
 */
export function create<T>(): (init: StateCreator<T, [], []>) => ReturnType<typeof bind<T>>;
export function create<T>(init: StateCreator<T, [], []>): ReturnType<typeof bind<T>>;
export function create<T>(init?: StateCreator<T, [], []>) {
  return init ? bind(createStore(init)) : (later: StateCreator<T, [], []>) => bind(createStore(later));
}

function bind<T>(api: StoreApi<T>) {
  const hook = <U = T>(selector: (state: T) => U = (s) => s as unknown as U): U => {
    const read = (): U => selector(api.getState());
    return useSyncExternalStore(api.subscribe, read, read);
  };
  return Object.assign(hook, api);
}

export type { StateCreator, StoreApi } from 'zustand/vanilla';
