import { strToU8, zipSync, type Zippable } from 'fflate';
import type { GroupPlan } from '../../core/index.ts';

/**
 * A .zip of the unit files nodeup writes for one group, each under its real path without the
 * leading slash (`lib/systemd/system/swap1.swap`), so unzipping at / reproduces the node.
 * Disabled hooks write no file and are left out. Returns null when there is nothing to write.
 */
export function unitsZip(group: GroupPlan): Uint8Array | null {
  const files: Zippable = {};
  let count = 0;
  for (const task of group.tasks) {
    if (task.definition === null) continue;
    files[task.path.replace(/^\/+/, '')] = strToU8(task.definition);
    count++;
  }
  return count === 0 ? null : zipSync(files, { level: 6 });
}
