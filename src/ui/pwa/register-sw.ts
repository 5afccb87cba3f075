/// <reference types="vite-plugin-pwa/vanillajs" />
import { registerSW } from 'virtual:pwa-register';
import { useUpdateStore } from './update-store.ts';

/**
 * Registers the service worker (scripts/vite-pwa.ts) from this bundled module, loaded after the
 * page's load event so that it never competes with the first render. When a new version has
 * installed, it waits until the person presses "Reload to update"; every reload it causes waits
 * for `saveBeforeReload` first (the draft and the address), including one that another tab's
 * update triggers. That function comes from the caller, so this chunk imports nothing of the page.
 */
export function registerServiceWorker(saveBeforeReload: () => Promise<void>): void {
  const { setWaiting, setApply } = useUpdateStore.getState();
  let reloading = false;
  const reload = (): void => {
    if (reloading) return;
    reloading = true;
    // Reloads even if a write fails: the autosaved draft before it is still there.
    void saveBeforeReload().finally(() => location.reload());
  };
  const update = registerSW({
    immediate: true,
    onNeedRefresh: () => setWaiting(true),
    onNeedReload: reload,
    // No service worker (a private window, a browser policy): the page works as before, online.
    onRegisterError: () => {},
  });
  setApply(async () => {
    await saveBeforeReload();
    // Workbox reloads on its own only when a worker already controlled the page at registration;
    // after a first visit (the first worker claimed the page later), the new one taking over is
    // the signal.
    navigator.serviceWorker.addEventListener('controllerchange', reload, { once: true });
    await update(true);
  });
}
