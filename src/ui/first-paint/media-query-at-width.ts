/**
 * `useMediaQuery` for the build-time prerender (scripts/vite-prerender.ts): the page's queries
 * (`(max-width: Npx)`, `not all`) answered for the width being prerendered, which the prerender
 * sets with {@link renderAtWidth}.
 */
let width = 1280;

/** Sets the viewport width that the next server render's media queries answer for. */
export function renderAtWidth(px: number): void {
  width = px;
}

/** True when `query` holds at the width being prerendered; throws on a query it does not read. */
export function matchesAtWidth(query: string, at = width): boolean {
  if (query === 'not all') return false;
  const max = /^\(max-width: (\d+)px\)$/.exec(query);
  if (max) return at <= Number(max[1]);
  throw new Error(`prerender: no answer for the media query ${query}`);
}

export function useMediaQuery(query: string): boolean {
  return matchesAtWidth(query);
}
