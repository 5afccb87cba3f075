/**
 * Runs `task` once the browser has painted the current frame: a frame callback runs just before
 * the paint, and a task queued from it runs after. A hidden tab paints nothing and runs no frame
 * callbacks until it is shown, so there (or once the tab is hidden) `task` runs in the next task.
 */
export function afterFirstPaint(task: () => void): void {
  let done = false;
  const run = (): void => {
    if (done) return;
    done = true;
    document.removeEventListener('visibilitychange', onHidden);
    task();
  };
  const onHidden = (): void => {
    if (document.visibilityState === 'hidden') setTimeout(run, 0);
  };
  document.addEventListener('visibilitychange', onHidden);
  onHidden();
  requestAnimationFrame(() => setTimeout(run, 0));
}
