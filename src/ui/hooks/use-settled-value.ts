import { useEffect, useState } from 'react';

/**
 * `value`, but only once it has stopped changing for `pauseMs`: work derived from it (a second
 * and third analysis for the toggle diffs) then never sits between a keystroke and the next
 * render of the units. The first value follows in the task after the first render (null until
 * then), so that work stays off the page's first paint too.
 */
export function useSettledValue<T>(value: T, pauseMs: number): T | null {
  const [settled, setSettled] = useState<{ value: T } | null>(null);
  useEffect(() => {
    if (settled && Object.is(value, settled.value)) return;
    const id = setTimeout(() => setSettled({ value }), settled ? pauseMs : 0);
    return () => clearTimeout(id);
  }, [value, settled, pauseMs]);
  return settled ? settled.value : null;
}
