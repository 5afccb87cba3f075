import { useEffect, useState } from 'react';

/**
 * `value`, but only once it has stopped changing for `pauseMs`: work derived from it (a second
 * and third analysis for the toggle diffs) then never sits between a keystroke and the next
 * render of the units. The first value is returned at once.
 */
export function useSettledValue<T>(value: T, pauseMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (Object.is(value, settled)) return;
    const id = setTimeout(() => setSettled(value), pauseMs);
    return () => clearTimeout(id);
  }, [value, settled, pauseMs]);
  return settled;
}
