/**
 * Go's `path/filepath` on Linux, as nodeup places a fileAsset: `Clean`, `Join` and `Dir`
 * (lexical only, like Go: no file system is read).
 */

/** filepath.Clean: one slash between elements, no `.`, `..` resolved lexically, no trailing slash. */
export function goClean(path: string): string {
  if (path === '') return '.';
  const rooted = path.startsWith('/');
  const out: string[] = [];
  for (const part of path.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (out.length > 0 && out[out.length - 1] !== '..') out.pop();
      else if (!rooted) out.push('..');
      continue;
    }
    out.push(part);
  }
  const joined = out.join('/');
  if (rooted) return `/${joined}`;
  return joined === '' ? '.' : joined;
}

/** filepath.Join: the non-empty elements joined by `/`, then cleaned. */
export function goJoin(...parts: string[]): string {
  const kept = parts.filter((p) => p !== '');
  return kept.length === 0 ? '' : goClean(kept.join('/'));
}

/** filepath.Dir: everything before the last `/`, cleaned. */
export function goDir(path: string): string {
  const i = path.lastIndexOf('/');
  return goClean(path.slice(0, i + 1));
}
