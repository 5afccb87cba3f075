/** The `# key: value` comment header at the top of an example file. */
export interface ExampleHeader {
  title: string;
  description: string;
  /** kops version the example is meant for (`1.10`, `proposal`), if it names one. */
  kopsVersion?: string;
  source?: string;
}

/**
 * Reads the leading comment block of an example: `# title:`, `# description:`, `# kops-version:`
 * and `# source:`. Other comment lines (a wild spec's `# repo:` lines) are ignored. Missing
 * title falls back to `fallbackTitle`.
 */
export function exampleHeader(text: string, fallbackTitle: string): ExampleHeader {
  const fields = new Map<string, string>();
  for (const line of text.split('\n')) {
    if (!line.startsWith('#')) break;
    const match = /^#\s*([a-z-]+):\s*(.*)$/.exec(line);
    if (match?.[1] && match[2] !== undefined && !fields.has(match[1])) fields.set(match[1], match[2].trim());
  }
  const header: ExampleHeader = {
    title: fields.get('title') ?? fallbackTitle,
    description: fields.get('description') ?? '',
  };
  const version = fields.get('kops-version');
  if (version) header.kopsVersion = version;
  const source = fields.get('source');
  if (source) header.source = source;
  return header;
}
