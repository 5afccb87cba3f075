import { loadText } from '../editor/load-text.ts';
import { readYamlFile } from '../editor/read-yaml-file.ts';

/**
 * Opens a chosen or dropped file: a "Download all drafts" file brings its drafts back into Recent
 * drafts (the text on screen stays); any other file opens in the editor as YAML, as before.
 * Resolves with the message to show when the file cannot be used, else null.
 */
export async function openFile(file: File): Promise<string | null> {
  const result = await readYamlFile(file);
  if (result.text === null) return result.error;
  const { importDrafts, parseDraftsFile } = await import('./drafts-transfer.ts');
  const parsed = parseDraftsFile(result.text);
  if (parsed.kind === 'error') return `"${file.name}": ${parsed.message}`;
  if (parsed.kind === 'drafts') {
    return importDrafts(parsed.drafts, parsed.skipped, file.name);
  }
  loadText(result.text, `"${file.name}"`);
  return null;
}
