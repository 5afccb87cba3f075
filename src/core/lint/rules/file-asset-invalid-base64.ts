import { goRawStdDecode } from '../../files/go-base64.ts';
import { utf8Encode } from '../../utf8.ts';
import type { Fix } from '../../types.ts';
import { allFileAssets, assetLabel, listText, stepsByAsset } from '../file-asset-uses.ts';
import type { Finding, LintContext, Rule } from '../rule.ts';

/** `isBase64: true` with content Go's RawStdEncoding refuses (padding included): nodeup stops. */
export const fileAssetInvalidBase64: Rule = {
  id: 'file-asset-invalid-base64',
  severity: 'error',
  title: 'fileAsset content is not unpadded base64',
  docs: {
    summary: 'nodeup stops with "failed on file asset: NAME is invalid, unable to decode base64": on that node no fileAsset and no hook after it is written.',
    why: 'nodeup decodes `isBase64` content with Go\'s `base64.RawStdEncoding` (1.8.1:nodeup/pkg/model/file_assets.go:84, v1.36.2:nodeup/pkg/model/file_assets.go:68): the standard alphabet with no padding, so the `=` that `base64` writes at the end is an illegal byte, like any character outside the alphabet (line breaks are skipped).',
    fix: 'Remove the trailing `=` (`base64 -w0 file | tr -d =`), or write the content as text without `isBase64`.',
    bad: 'kind: Cluster\nspec:\n  fileAssets:\n  - name: hello\n    isBase64: true\n    content: aGVsbG8=',
    good: 'kind: Cluster\nspec:\n  fileAssets:\n  - name: hello\n    isBase64: true\n    content: aGVsbG8',
  },
  check(ctx: LintContext) {
    if (allFileAssets(ctx).length === 0) return [];
    // By asset: the error, nodeup's message and the groups where nodeup reaches it.
    const bad = stepsByAsset(ctx, (step, walk) => (step.outcome.kind === 'bad-base64' ? { error: step.outcome.error, fatal: walk.fatal ?? '' } : null));
    const out: Finding[] = [];
    for (const [asset, { detail: { error, fatal }, groups }] of bad) {
      const content = asset.content;
      const fixes: Fix[] = [];
      // Only the padding wrong: drop the `=` at the end of the value, where the source ends with them too.
      const value = content?.value ?? '';
      const stripped = value.replace(/=+(\n?)$/, '$1');
      if (content && stripped !== value && !('error' in goRawStdDecode(utf8Encode(stripped)))) {
        const source = ctx.analysis.text.slice(content.range.start, content.range.end);
        const m = /=+(?=\s*$)/.exec(source);
        if (m) fixes.push({ title: 'Remove the base64 padding', edits: [{ start: content.range.start + m.index, end: content.range.start + m.index + m[0].length, text: '' }] });
      }
      const padding = stripped !== value ? ' (the `=` padding: kops decodes unpadded base64)' : '';
      out.push({
        at: { fileAsset: asset, field: content ? 'content' : 'isBase64' },
        message: `${assetLabel(ctx, asset)} has \`isBase64: true\`, but Go's RawStdEncoding refuses its content, ${error}${padding}: nodeup stops on ${listText(groups)} with \`${fatal}\`, before it writes any hook there.`,
        ...(fixes.length > 0 ? { fixes } : {}),
      });
    }
    return out;
  },
};
