/** The User Timing names of the page's first render: `npm run bench` reads them (bench/first-view-bench.ts). */
export const FIRST_RENDER_MARK = 'kops-hook-playground:first-render';

/**
 * Runs `render` (the page's first render) between two User Timing entries: a mark where it starts
 * and a measure of how long it took, both named {@link FIRST_RENDER_MARK}. They tell the time the
 * page waits before rendering from the time the render itself takes (React and the analysis of
 * the spec, on code that has never run yet).
 */
export function timeFirstRender(render: () => void): void {
  performance.mark(FIRST_RENDER_MARK);
  render();
  performance.measure(FIRST_RENDER_MARK, FIRST_RENDER_MARK);
}
