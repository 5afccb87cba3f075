/** The `# key: value` comment header at the top of an example file. */
export interface ExampleHeader {
  title: string;
  description: string;
  /** kops version the example is meant for (`1.10`, `proposal`), if it names one. */
  kopsVersion?: string;
  source?: string;
  /** An upgrade story: the example opens in compare mode, from one version (and runtime) to another. */
  compare?: { from: ExampleSide; to: ExampleSide };
  /**
   * A comparison of two specs: the example opens compared with the earlier spec in
   * `examples/bases/<id>.yaml`, which this names for people (`step 1 of the migration`).
   */
  compareBase?: string;
}

/** One side of an upgrade story: `# compare-from: 1.19.2 docker` (the runtime is optional: Automatic). */
export interface ExampleSide {
  kopsVersion: string;
  runtime: 'docker' | 'containerd' | 'auto';
}

function side(value: string | undefined): ExampleSide | undefined {
  const [kopsVersion, runtime] = (value ?? '').split(/\s+/);
  if (!kopsVersion) return undefined;
  return { kopsVersion, runtime: runtime === 'docker' || runtime === 'containerd' ? runtime : 'auto' };
}

/**
 * Reads the leading comment block of an example: `# title:`, `# description:`, `# kops-version:`,
 * `# source:`, for an upgrade story `# compare-from:` and `# compare-to:` (`VERSION [RUNTIME]`), and
 * for a comparison of two specs `# compare-base:` (what the base in examples/bases/ is).
 * Other comment lines (a wild spec's `# repo:` lines) are ignored. A field goes on over lines
 * that start with `#` and two or more spaces, so that no line runs off the editor's right edge
 * (every line fits 64 columns, the editor's width in half of a 1,280 px window). Missing title
 * falls back to `fallbackTitle`.
 */
export function exampleHeader(text: string, fallbackTitle: string): ExampleHeader {
  const fields = new Map<string, string>();
  let last = '';
  for (const line of text.split('\n')) {
    if (!line.startsWith('#')) break;
    // `#` and two or more spaces: the field above goes on.
    const [, more, key, value] = /^#(?:\s{2,}(\S.*)|\s*([a-z-]+):\s*(.*))$/.exec(line) ?? [];
    if (more) {
      if (last) fields.set(last, `${fields.get(last)} ${more.trim()}`);
    } else if (key && !fields.has(key)) fields.set((last = key), (value ?? '').trim());
    else last = '';
  }
  const header: ExampleHeader = {
    title: fields.get('title') ?? fallbackTitle,
    description: fields.get('description') ?? '',
  };
  const version = fields.get('kops-version');
  if (version) header.kopsVersion = version;
  const source = fields.get('source');
  if (source) header.source = source;
  const from = side(fields.get('compare-from'));
  const to = side(fields.get('compare-to'));
  if (from && to) header.compare = { from, to };
  const base = fields.get('compare-base');
  if (base) header.compareBase = base;
  return header;
}
