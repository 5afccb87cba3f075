import { execFileSync } from 'node:child_process';
import { benchTyping, type BrowserFigures } from './browser-bench.ts';
import { benchEdits, benchFallbacks, type EditRow, type FallbackRow } from './incremental-bench.ts';

/** The typing figures of one run: keystrokes in the core and in the browser, and the paths of random edits. */
export interface TypingSection {
  /** When these figures were taken (they may be newer than the rest of results.json). */
  typingDate: string;
  edits: EditRow[];
  fallbacks: FallbackRow[];
  typing: BrowserFigures['typing'];
}

/**
 * `npm run bench -- --only=typing`: only the figures of typing (issue 17), in minutes rather than
 * the whole bench's half hour: analyzeEdit against analyze at 1,000 and 10,000 hooks, the paths
 * of random edits on ../shared/wild, and keystroke → unit text in Chromium on a production build.
 */
export async function typingSection(log: (s: string) => void): Promise<TypingSection> {
  log('core: one keystroke in one hook (analyzeEdit) vs a full analyze, 1,000 and 10,000 hooks');
  const edits = benchEdits([1000, 10_000]);
  log('core: paths taken by random edits on ../shared/wild');
  const fallbacks = benchFallbacks(500, log);
  log('building the production bundle (vite build)');
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  log('browser: typing in Chromium');
  const typing = await benchTyping();
  return { typingDate: new Date().toISOString(), edits, fallbacks, typing };
}
