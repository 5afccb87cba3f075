import { useId, useMemo } from 'react';
import type { Analysis, FileAssetSpec, GroupPlan, NodeFile, Range } from '../../core/index.ts';
import { editorController } from '../editor/editor-controller.ts';
import { lineOf } from '../text/text-index-of.ts';
import { CopyButton } from './copy-button.tsx';
import { FileLineWhy } from './origins/file-line-why.tsx';
import { fileOrigins, type FileOrigins } from './origins/file-origins.ts';
import { OriginText } from './origins/origin-text.tsx';
import { fileLines } from './unit-text.tsx';
import { useWrapLines, WrapToggle } from './wrap-lines.tsx';

/** The fileAsset that wrote `file`, as the spec holds it. */
function assetOf(analysis: Analysis, file: NodeFile): FileAssetSpec | undefined {
  return analysis.spec.documents[file.from.document]?.fileAssets?.find((a) => a.index === file.from.index);
}

/** The byte count of a binary file from its standard base64. */
function byteCount(base64: string): number {
  return (base64.length / 4) * 3 - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0);
}

/** A button that selects `range` of the spec in the editor: `<what> line N`. */
function GoTo({ analysis, range, what }: { analysis: Analysis; range: Range; what: string }) {
  return (
    <button type="button" className="link-button" onClick={() => editorController().revealOffset(range.start, range.end)}>
      {what} line {lineOf(analysis.text, range.start)}
    </button>
  );
}

/** Where the file's path and mode came from: `path:` or `name:` (the default path), `mode:` or kops's default. */
function PathAndMode({ analysis, origins }: { analysis: Analysis; origins: FileOrigins }) {
  return (
    <>
      {origins.path && <>{' · '}<GoTo analysis={analysis} range={origins.path.range} what={origins.path.key === 'path' ? 'Path from' : 'Path from the name on'} /></>}
      {' · '}
      {origins.mode ? <GoTo analysis={analysis} range={origins.mode} what="Mode from" /> : <>mode <code>0440</code> is kops&apos;s default</>}
    </>
  );
}

/**
 * One file as nodeup writes it: its path (the entry's name), mode and owner, its exact content
 * (binary content said so, as base64), and where it came from. Each line of the content carries
 * its origin as a unit's lines do (origins/origin-text.tsx): its YAML line's colour, and hovering,
 * focusing or clicking it shows or selects that YAML; the path and the mode say their lines too.
 */
function FileEntry({ analysis, file }: { analysis: Analysis; file: NodeFile }) {
  const wrap = useWrapLines();
  const asset = assetOf(analysis, file);
  const { lines, endsWithNewline } = useMemo(() => fileLines(file.content), [file.content]);
  const origins = asset ? fileOrigins(analysis, asset, file) : null;
  const where = file.from.list === 'cluster' ? 'the Cluster\'s fileAssets' : 'the instance group\'s fileAssets';
  const at = asset ? lineOf(analysis.text, asset.range.start) : null;
  const label = `Content of ${file.path}`;
  const notes = file.content === '' ? <p className="note">The file is empty.</p> : !endsWithNewline && !file.binary && <p className="note">No newline at the end of the file.</p>;
  return (
    <section className="file file-asset" aria-label={file.path}>
      <div className="file-header">
        <span className="file-path">
          <span className="visually-hidden">Path on the node: </span>
          <code className="path">{file.path.split(/(?<=\/)/).map((part, i) => <span key={i}>{i > 0 && <wbr />}{part}</span>)}</code>
        </span>
        <span className="file-mode">mode <code>{file.mode}</code>, owner <code>root:root</code></span>
        {!file.binary && <WrapToggle wrap={wrap} />}
        <CopyButton text={file.content} description={`Copy ${file.path}`} />
      </div>
      {file.binary && <p className="note file-binary">Binary content, {byteCount(file.content)} bytes, shown as base64:</p>}
      {origins ? (
        <OriginText
          analysis={analysis}
          origins={origins}
          lines={lines}
          endsWithNewline={endsWithNewline}
          contents={lines}
          label={label}
          wrap={wrap}
          resetKey={file.path}
          notes={notes}
          claim="pointed"
          why={(p) => <FileLineWhy {...p} path={file.path} />}
        />
      ) : (
        <div className={wrap ? 'unit-text wrap' : 'unit-text'} role="region" aria-label={label} tabIndex={0}>
          <pre>
            {lines.map((text, i) => (
              <span key={i} className="line" data-n={i + 1}>{text}{i < lines.length - 1 || endsWithNewline ? '\n' : ''}</span>
            ))}
          </pre>
          {notes}
        </div>
      )}
      <p className="unit-origin">
        From fileAsset {asset?.name ? <code>{asset.name.value}</code> : null} item {file.from.index + 1} of {where}
        {asset && at !== null && (
          <>
            {' · '}
            <button type="button" className="link-button" onClick={() => editorController().revealOffset(asset.range.start)}>
              Go to line {at}
            </button>
          </>
        )}
        {origins && <PathAndMode analysis={analysis} origins={origins} />}
      </p>
    </section>
  );
}

/**
 * The files nodeup writes on this group from fileAssets, after its units. nodeup writes them
 * before it starts any hook: every Service task depends on every File task
 * (upup/pkg/fi/nodeup/nodetasks/service.go GetDependencies), and at a reboot they are already there.
 */
export function FileAssetsList({ analysis, group }: { analysis: Analysis; group: GroupPlan }) {
  const headingId = useId();
  if (group.files.length === 0) return null;
  return (
    <section className="file-assets" aria-labelledby={headingId}>
      <h3 id={headingId}>Files from fileAssets ({group.files.length})</h3>
      <p className="note">
        nodeup writes these before it starts any hook (every Service task waits for every File task), with the mode shown: without
        {' '}<code>mode</code>, kops writes <code>0440</code>, which no unit can execute.
      </p>
      {group.files.map((f) => <FileEntry key={f.path} analysis={analysis} file={f} />)}
    </section>
  );
}
