import { create } from 'zustand';
import { useMediaQuery } from '../hooks/use-media-query.ts';
import { NARROW_QUERY } from '../layout/breakpoints.ts';

/** The person's choice of wrapping long lines, for every unit and diff view; null until they choose. */
const useWrapChoice = create<{ wrap: boolean | null }>()(() => ({ wrap: null }));

/**
 * Whether unit text wraps long lines (an exec hook's ExecStart= runs to thousands of pixels): as
 * the person chose, else on at phone width (the one-column layout), where nothing may scroll sideways.
 */
export function useWrapLines(): boolean {
  const narrow = useMediaQuery(NARROW_QUERY);
  return useWrapChoice((s) => s.wrap) ?? narrow;
}

/** The "Wrap lines" toggle button; one choice for the unit view and the diffs. */
export function WrapToggle({ wrap }: { wrap: boolean }) {
  return (
    <button type="button" className="wrap-toggle" aria-pressed={wrap} onClick={() => useWrapChoice.setState({ wrap: !wrap })}>
      Wrap lines
    </button>
  );
}
