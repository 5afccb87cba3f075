import { MAX_INPUT_CHARS } from '../../core/spec/limits.ts';
import type { StorageStatus } from '../drafts/draft-record.ts';

const MESSAGES = {
  unavailable: 'This browser does not let the page save drafts (storage is off or private). Your text stays on screen; copy it, or use Download all drafts in Recent drafts, before closing the tab.',
  full: 'Browser storage is full, so the latest draft was not saved. Your text stays on screen; copy it, or use Download all drafts in Recent drafts, before closing the tab.',
  'too-large': `This text is over the ${MAX_INPUT_CHARS / 1_048_576} MB limit, so it is not saved as a draft; the last draft under the limit is kept. Your text stays on screen.`,
  corrupt: 'A saved draft could not be read (it was damaged or from an unknown version) and was ignored. New edits are saved again.',
} as const;

/** What a storage problem means for the person's text (storage-notice.tsx loads it with the first problem). */
export function StorageMessage({ status }: { status: Exclude<StorageStatus, 'ok'> }) {
  return <p className="storage-notice" role="status">{MESSAGES[status]}</p>;
}
