import { useShareStore } from './share-store.ts';

/** The sharing notices: a draft set aside (a status, with Undo when an example replaced it) or a link that did not open (an alert). */
export function ShareNotices() {
  const notices = useShareStore((s) => s.notices);
  const dismiss = useShareStore((s) => s.dismiss);
  if (notices.length === 0) return null;
  return (
    <div className="share-notices">
      {notices.map((n) => (
        <p key={n.kind} className={`share-notice ${n.kind}`} role={n.kind === 'link-error' ? 'alert' : 'status'}>
          {n.text} {n.undo && <button type="button" onClick={n.undo}>Undo</button>} <button type="button" onClick={() => dismiss(n)}>Dismiss</button>
        </p>
      ))}
    </div>
  );
}
