import { goClean } from '../files/go-path.ts';
import { groupFileWalk } from '../files/group-files.ts';
import type { FileStep, FileWalk } from '../files/walk-file-assets.ts';
import type { Analysis, FileAssetSpec, GroupPlan, NodeFile } from '../types.ts';
import type { UnitEntry } from '../systemd/unit-parser.ts';
import type { LintContext, UnitView } from './rule.ts';
import { commandEntries, entryWords } from './unit-helpers.ts';

// The fileAssets walk of each group, once per analysis: several rules read it.
const WALKS = new WeakMap<Analysis, Map<GroupPlan, FileWalk>>();

/** How nodeup walked the fileAssets on `group` (files/walk-file-assets.ts). */
export function fileWalk(ctx: LintContext, group: GroupPlan): FileWalk {
  let byGroup = WALKS.get(ctx.analysis);
  if (!byGroup) WALKS.set(ctx.analysis, (byGroup = new Map()));
  let walk = byGroup.get(group);
  if (!walk) byGroup.set(group, (walk = groupFileWalk(ctx.analysis.spec, group, ctx.analysis)));
  return walk;
}

/** Every fileAsset of the spec, in document order. */
export function allFileAssets(ctx: LintContext): FileAssetSpec[] {
  return ctx.analysis.spec.documents.flatMap((d) => d.fileAssets ?? []);
}

/**
 * Per fileAsset, in the order nodeup first meets it: what `detail` says of its first step that
 * says anything, and every group where a step of it says the same (`same`, by default any).
 * The fileAsset rules report one finding per asset, naming the groups.
 */
export function stepsByAsset<T>(
  ctx: LintContext,
  detail: (step: FileStep, walk: FileWalk, group: GroupPlan) => T | null,
  same: (first: T, next: T) => boolean = () => true,
): Map<FileAssetSpec, { detail: T; groups: string[] }> {
  const found = new Map<FileAssetSpec, { detail: T; groups: string[] }>();
  for (const group of ctx.analysis.groups) {
    const walk = fileWalk(ctx, group);
    for (const step of walk.steps) {
      const d = detail(step, walk, group);
      if (d === null) continue;
      const seen = found.get(step.asset);
      if (!seen) found.set(step.asset, { detail: d, groups: [group.name] });
      else if (same(seen.detail, d)) seen.groups.push(group.name);
    }
  }
  return found;
}

/** The fileAsset that wrote `file`. */
export function assetOf(ctx: LintContext, file: NodeFile): FileAssetSpec | undefined {
  return ctx.analysis.spec.documents[file.from.document]?.fileAssets?.find((a) => a.index === file.from.index);
}

/** A command of a unit whose executable is an absolute path: where a fileAsset may be what it runs. */
export interface ExecUse {
  view: UnitView;
  entry: UnitEntry;
  executable: string;
}

/**
 * The command entries (`ExecStart=`, `ExecStartPre=`, `ExecStop=`...) whose executable is an
 * absolute path that some fileAsset of the spec names: nothing else can be a fileAsset, and what
 * the image holds is unknowable, so every other command is left alone.
 */
export function execUses(ctx: LintContext): ExecUse[] {
  const assets = allFileAssets(ctx);
  if (assets.length === 0) return [];
  const paths = new Set(ctx.analysis.groups.flatMap((g) => fileWalk(ctx, g).steps.map((s) => goClean(s.path))));
  const out: ExecUse[] = [];
  for (const view of ctx.units) {
    for (const entry of commandEntries(view)) {
      const executable = entryWords(entry)?.[0];
      if (executable !== undefined && executable.startsWith('/') && paths.has(goClean(executable))) out.push({ view, entry, executable });
    }
  }
  return out;
}

/** Whether two absolute paths name one file as the kernel resolves them (`/opt//bin/./x` is `/opt/bin/x`). */
export function samePath(a: string, b: string): boolean {
  return a === b || goClean(a) === goClean(b);
}

/** The step of `group`'s walk that put a file on `path`, or the first one that names it. */
export function stepAt(walk: FileWalk, path: string): FileStep | undefined {
  return walk.steps.find((s) => s.path === path && s.outcome.kind === 'written') ?? walk.steps.find((s) => s.path === path);
}

/** Whether a mode as nodeup parses it (octal) has an execute bit: root runs a file with any. */
export function executable(mode: string): boolean | undefined {
  if (!/^[0-7]+$/.test(mode)) return undefined;
  return (parseInt(mode, 8) & 0o111) !== 0;
}

/** `a`, `a and b`, `a, b and c`. */
export function listText(words: readonly string[]): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/** How a message names a fileAsset: `fileAssets[0] "tune"` (of the Cluster / of instance group X). */
export function assetLabel(ctx: LintContext, asset: FileAssetSpec): string {
  const doc = ctx.analysis.spec.documents[asset.document];
  const owner = asset.list === 'cluster' ? 'the Cluster' : `instance group ${doc?.name?.value ?? asset.document + 1}`;
  return `\`fileAssets[${asset.index}]\`${asset.name ? ` "${asset.name.value}"` : ''} of ${owner}`;
}
