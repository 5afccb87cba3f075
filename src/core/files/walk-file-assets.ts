import type { Distro, FileAssetSpec, NodeFile, Role } from '../types.ts';
import { normaliseRole } from '../kops/hook-state.ts';
import { utf8Decode, utf8Encode } from '../utf8.ts';
import { goQuote } from '../kops/hook-state.ts';
import { fileAssetFacts, KOPS_WRITTEN_FILES, kopsWrittenFile } from './file-eras.ts';
import { goRawStdDecode, stdBase64 } from './go-base64.ts';
import { goDir, goJoin } from './go-path.ts';

/** What nodeup did with one fileAsset on a node of one group. */
export type FileOutcome =
  /**
   * Written: one of the group's files. `under` (before 1.27.0): its directory is that earlier
   * asset's file; EnsureTask's error is ignored, so nodeup plans both and the write fails on the node.
   */
  | { kind: 'written'; file: NodeFile; under?: FileAssetSpec }
  /** Not for this role (`roles`). */
  | { kind: 'role-filtered' }
  /** An asset before it took the same path: nodeup skips it without a word. */
  | { kind: 'shadowed'; by: FileAssetSpec }
  /** `isBase64: true` and Go's decoder refuses the content: nodeup stops here. */
  | { kind: 'bad-base64'; error: string; offset: number }
  /** Its path is a directory nodeup already creates (the default one, or an earlier asset's): AddTask's duplicate is fatal. */
  | { kind: 'path-is-directory'; of: FileAssetSpec | null }
  /** Its directory is an earlier asset's file: EnsureTask's mismatch kills nodeup from 1.27.0. */
  | { kind: 'directory-is-file'; dir: string; by: FileAssetSpec }
  /** nodeup stopped at an earlier asset. */
  | { kind: 'not-reached' };

export interface FileStep {
  asset: FileAssetSpec;
  /** Where nodeup puts it: `path`, else `<default dir>/<name>`. */
  path: string;
  outcome: FileOutcome;
}

/** The files of one group, how nodeup got to them, and the message it stops with, if any. */
export interface FileWalk {
  files: NodeFile[];
  steps: FileStep[];
  fatal: string | null;
}

/** Where nodeup puts an asset with no `path` (PathSrvKubernetes: Container-Optimized OS has a read-only /srv). */
export function fileAssetsDefaultDir(distro: Distro): string {
  return distro === 'cos' ? '/etc/srv/kubernetes/assets' : '/srv/kubernetes/assets';
}

/** Where nodeup writes `asset` (the path as written; filepath.Join only for the default). */
export function fileAssetPath(asset: FileAssetSpec, distro: Distro): string {
  const written = asset.path?.value ?? '';
  return written !== '' ? written : goJoin(fileAssetsDefaultDir(distro), asset.name?.value ?? '');
}

function matchesRole(asset: FileAssetSpec, role: Role): boolean {
  const roles = asset.roles?.value ?? [];
  return roles.length === 0 || roles.some((r) => normaliseRole(r.value) === role);
}

/** The file's text, or its bytes as base64 when they are not UTF-8 text (or hold a NUL). */
function fileContent(asset: FileAssetSpec): { content: string; binary: boolean } | { error: string; offset: number } {
  const text = asset.content?.value ?? '';
  if (asset.isBase64?.value !== true) return { content: text, binary: false };
  const decoded = goRawStdDecode(utf8Encode(text));
  if ('error' in decoded) return decoded;
  const str = utf8Decode(decoded.bytes);
  return str === undefined || str.includes('\0') ? { content: stdBase64(decoded.bytes), binary: true } : { content: str, binary: false };
}

/**
 * nodeup's FileAssetsBuilder on one node (nodeup/pkg/model/file_assets.go): the instance group's
 * assets, then the Cluster's, each kept when it has no `roles` or names the node's role; the first
 * asset on a path wins and later ones are skipped; `isBase64` content is decoded with Go's
 * RawStdEncoding, whose error stops nodeup; the mode is `mode` where kops reads it (1.23.3+) and
 * `0440` otherwise. A file on a path that one of nodeup's later builders writes too
 * (KOPS_WRITTEN_FILES) makes nodeup die once that builder adds its own. Pure; never throws.
 */
export function walkFileAssets(own: readonly FileAssetSpec[], cluster: readonly FileAssetSpec[], role: Role, distro: Distro, version: string): FileWalk {
  const facts = fileAssetFacts(version);
  const taken = new Map<string, FileAssetSpec>();
  const files: NodeFile[] = [];
  const steps: FileStep[] = [];
  let fatal: string | null = null;
  // The directories and files the builder has tasks for, by task name (the path as written).
  const dirTasks = new Map<string, FileAssetSpec | null>([[fileAssetsDefaultDir(distro), null]]);
  const fileTasks = new Map<string, FileAssetSpec>();
  for (const asset of [...own, ...cluster]) {
    const path = fileAssetPath(asset, distro);
    if (fatal !== null) {
      steps.push({ asset, path, outcome: { kind: 'not-reached' } });
      continue;
    }
    if (!matchesRole(asset, role)) {
      steps.push({ asset, path, outcome: { kind: 'role-filtered' } });
      continue;
    }
    const first = taken.get(path);
    if (first) {
      steps.push({ asset, path, outcome: { kind: 'shadowed', by: first } });
      continue;
    }
    taken.set(path, asset);
    const content = fileContent(asset);
    if ('error' in content) {
      fatal = `${facts.errorWord} on file asset: ${asset.name?.value ?? ''} is invalid, unable to decode base64, error: "${content.error}"`;
      steps.push({ asset, path, outcome: { kind: 'bad-base64', error: content.error, offset: content.offset } });
      continue;
    }
    // EnsureTask(File{Dir(path), Directory, 0755}), then AddTask(File{path}); a File task is named by its path.
    const dir = goDir(path);
    const fileThere = fileTasks.get(dir);
    if (fileThere && facts.ensureTaskFatal) {
      fatal = `cannot add different task with same key ${goQuote(`File/${dir}`)}`;
      steps.push({ asset, path, outcome: { kind: 'directory-is-file', dir, by: fileThere } });
      continue;
    }
    if (!fileThere && !dirTasks.has(dir)) dirTasks.set(dir, asset);
    const dirThere = dirTasks.get(path);
    if (dirThere !== undefined) {
      fatal = duplicateTaskMessage(path);
      steps.push({ asset, path, outcome: { kind: 'path-is-directory', of: dirThere } });
      continue;
    }
    fileTasks.set(path, asset);
    const mode = facts.modeField && asset.mode?.value ? asset.mode.value : '0440';
    const file: NodeFile = { path, mode, ...content, from: { list: asset.list, index: asset.index, document: asset.document } };
    files.push(file);
    steps.push({ asset, path, outcome: { kind: 'written', file, ...(fileThere ? { under: fileThere } : {}) } });
  }
  // Later builders add their own File tasks, in KOPS_WRITTEN_FILES's order: the first on a path a
  // fileAsset took is fatal.
  const written = new Set(files.map((f) => f.path));
  const clash = fatal === null ? KOPS_WRITTEN_FILES.find((k) => written.has(k.path) && kopsWrittenFile(k.path, role, version)) : undefined;
  if (clash) fatal = duplicateTaskMessage(clash.path);
  return { files, steps, fatal };
}

/** AddTask's fatal message for a second File task on `path` (upup/pkg/fi/task.go). */
export function duplicateTaskMessage(path: string): string {
  return `found duplicate tasks with name ${goQuote(`File/${path}`)}`;
}

/** The directories nodeup creates (mode 0755) for `files`: the default one, then each file's, once each. */
export function fileDirectories(files: readonly NodeFile[], distro: Distro): string[] {
  // A directory that is an earlier asset's file (before kops 1.27) is no directory nodeup creates.
  const filePaths = new Set(files.map((f) => f.path));
  return [...new Set([fileAssetsDefaultDir(distro), ...files.map((f) => goDir(f.path))])].filter((d) => !filePaths.has(d));
}
