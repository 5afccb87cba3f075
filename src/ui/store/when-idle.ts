/** Runs `job` when the main thread is idle (within `timeout` ms), or in a later task where idle callbacks do not exist. */
export function whenIdle(job: () => void, timeout = 1000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(job, { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(job, 50);
  return () => clearTimeout(id);
}
