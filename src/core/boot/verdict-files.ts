import { goClean } from '../files/go-path.ts';
import type { KubeletVerdict } from './types.ts';

// A command line of a unit: systemd's Exec*= keys, whose first word (after the prefixes
// `-@:+!`) is the program systemd executes.
const EXEC = /^[ \t]*Exec(?:Start|StartPre|StartPost|Condition|Reload|Stop|StopPost)[ \t]*=[ \t]*[-@:+!]*("[^"]*"|\S+)/gm;

/** The fileAsset paths (of `files`, the group's, cleaned as filepath.Clean does) that the unit's commands run, as written, in order, once each. */
export function fileAssetsRun(definition: string | null, files: ReadonlySet<string>): string[] {
  if (definition === null || files.size === 0) return [];
  const out = new Set<string>();
  for (const m of definition.matchAll(EXEC)) {
    const program = (m[1] ?? '').replace(/^"|"$/g, '');
    if (program.startsWith('/') && files.has(goClean(program))) out.add(program);
  }
  return [...out];
}

/**
 * A verdict's sentences, told that the hook runs fileAssets (`paths`): nodeup writes them before
 * it starts any hook on a first boot (every Service task waits for every File task,
 * 1.8.1:upup/pkg/fi/nodeup/nodetasks/service.go:73, v1.36.2:upup/pkg/fi/nodeup/nodetasks/service.go:99),
 * and at a reboot they are on disk already. Unchanged when it runs none.
 */
export function withFileAssets(why: KubeletVerdict['why'], paths: readonly string[]): KubeletVerdict['why'] {
  if (paths.length === 0) return why;
  const names = paths.length === 1 ? `the fileAsset ${paths[0] ?? ''}` : `the fileAssets ${paths.join(', ')}`;
  const are = paths.length === 1 ? 'is' : 'are';
  return {
    firstBoot: `${why.firstBoot} It runs ${names}, which nodeup writes before it starts any hook (every Service task waits for every File task).`,
    reboot: `${why.reboot} It runs ${names}, which ${are} on disk already from nodeup's first run.`,
  };
}
