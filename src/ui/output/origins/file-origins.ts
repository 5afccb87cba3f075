import type { Analysis, FileAssetSpec, NodeFile } from '../../../core/index.ts';
import { fileAssetLines, type FileAssetLines, type FileLineOrigin } from '../../../core/files/file-asset-lines.ts';
import { textIndexOf } from '../../text/text-index-of.ts';
import { colourOrigins, yamlLinesOf, type OriginMark, type Origins } from './line-origins.ts';

/** Where one line of a file on screen came from: how YAML made it (null: no YAML did, an empty file). */
export interface FileLineView extends OriginMark {
  how: FileLineOrigin['how'] | null;
}

/** A file's line origins, with its path's and mode's (core's fileAssetLines). */
export interface FileOrigins extends Origins<FileLineView> {
  path: FileAssetLines['path'];
  mode: FileAssetLines['mode'];
}

const memo = new WeakMap<Analysis, WeakMap<NodeFile, FileOrigins>>();

/**
 * The origins of `file`'s lines, written by `asset` of `analysis`, in YAML lines and coloured as
 * a unit's are; a jump selects the line's YAML text. Memoised per analysis and file.
 */
export function fileOrigins(analysis: Analysis, asset: FileAssetSpec, file: NodeFile): FileOrigins {
  let byFile = memo.get(analysis);
  if (!byFile) memo.set(analysis, (byFile = new WeakMap()));
  const known = byFile.get(file);
  if (known) return known;
  const index = textIndexOf(analysis.text);
  const traced = fileAssetLines(analysis.text, asset, file, analysis.behaviour.version);
  const origins = colourOrigins(traced.lines.map((o): FileLineView => (o === null
    ? { from: 'kops', how: null, yaml: [], colour: -1, jump: null }
    : { from: 'spec', how: o.how, yaml: yamlLinesOf(index, [o.range]), colour: -1, jump: o.range.start, jumpEnd: o.range.end })));
  const out = { ...origins, path: traced.path, mode: traced.mode };
  byFile.set(file, out);
  return out;
}
