import { useEffect, useState, type RefObject } from 'react';

/**
 * True while the element is on screen (or when the browser cannot tell). Work that only feeds
 * what the element shows, such as the toggle diffs of a 1,000-hook spec, can wait until it is.
 */
export function useInView(ref: RefObject<Element | null>): boolean {
  const [inView, setInView] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      const last = entries[entries.length - 1];
      if (last) setInView(last.isIntersecting);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return inView;
}
