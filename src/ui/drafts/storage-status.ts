/**
 * How the browser's storage is doing, as the page tells the person: `unavailable` (storage is off,
 * private, or refused), `full` (quota), `corrupt` (something saved could not be read),
 * `too-large` (the text is over the input limit and is not saved).
 */
export type StorageStatus = 'ok' | 'unavailable' | 'full' | 'corrupt' | 'too-large';

/** The status a failed storage call stands for: a quota error is `full`, anything else `unavailable`. */
export function statusOfError(error: unknown): Exclude<StorageStatus, 'ok' | 'corrupt' | 'too-large'> {
  const name = (error as { name?: string } | null)?.name ?? '';
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' ? 'full' : 'unavailable';
}
