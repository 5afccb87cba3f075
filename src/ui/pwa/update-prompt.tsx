import { useUpdateStore } from './update-store.ts';

/** "Reload to update": shown under the toolbar while a new version waits. */
export function UpdatePrompt() {
  const waiting = useUpdateStore((s) => s.waiting);
  const apply = useUpdateStore((s) => s.apply);
  if (!waiting || !apply) return null;
  return (
    <p className="notice" role="status">
      A new version of the playground is ready. Your draft is kept.
      <button type="button" className="primary" onClick={() => void apply()}>Reload to update</button>
    </p>
  );
}
