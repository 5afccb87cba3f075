import type { GroupPlan, NodeFile } from '../../core/types.ts';

/** The size of a binary file's bytes from its standard base64. */
function byteCount(base64: string): number {
  const pad = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return (base64.length / 4) * 3 - pad;
}

/** One file as `render` prints it: `==> PATH (MODE) <==` and its exact content (binary as base64). */
export function fileText(f: NodeFile): string {
  if (f.binary) return `==> ${f.path} (${f.mode}) <== binary, ${byteCount(f.content)} bytes, shown as base64\n${f.content}\n`;
  let out = `==> ${f.path} (${f.mode}) <==\n${f.content}`;
  if (f.content !== '' && !f.content.endsWith('\n')) out += '\n\\ No newline at end of file\n';
  if (f.content === '') out += '(empty file)\n';
  return out;
}

/** A group's fileAssets after its units, each preceded by a blank line (nothing when it has none). */
export function groupFilesText(g: GroupPlan): string {
  return g.files.map((f) => `\n${fileText(f)}`).join('');
}
