import { useEffect, type RefObject } from 'react';

/**
 * Makes a `<details>` menu close as menus do: Escape closes it (and returns to its summary), and
 * so does a press anywhere outside it. Without this an open menu stays over the notices under the
 * toolbar, such as the Undo of a removed draft.
 */
export function useDismissableDetails(ref: RefObject<HTMLDetailsElement | null>): void {
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const onKey = (e: KeyboardEvent): void => {
      if (e.key !== 'Escape' || !el.open) return;
      el.open = false;
      el.querySelector('summary')?.focus();
    };
    const onDown = (e: PointerEvent): void => {
      if (el.open && e.target instanceof Node && !el.contains(e.target)) el.open = false;
    };
    // On the document: the control that had the focus may be gone (a removed draft's button).
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onDown);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onDown);
    };
  }, [ref]);
}
