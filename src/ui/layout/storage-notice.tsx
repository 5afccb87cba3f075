import { Suspense, lazy } from 'react';
import { useStore } from '../store/store.ts';

// Only the drafts session, which loads after the first paint, reports a storage problem: the
// messages load with the first one.
const StorageMessage = lazy(() => import('./storage-message.tsx').then((m) => ({ default: m.StorageMessage })));

/** Says when drafts cannot be saved; silent while storage works. */
export function StorageNotice() {
  const status = useStore((s) => s.storageStatus);
  if (status === 'ok') return null;
  return <Suspense fallback={null}><StorageMessage status={status} /></Suspense>;
}
