import { exampleHeader, type ExampleHeader } from './example-header.ts';

/**
 * What the page knows of an example before its text has loaded: its header (the Examples menu,
 * the version and comparison it opens with; not `source`, which the page never shows), and its
 * length and fingerprint, which tell an example as shipped from a person's own work
 * (drafts/own-work.ts) without the text.
 */
export interface ExampleMeta extends Omit<ExampleHeader, 'source'> {
  /** The text's length in UTF-16 code units. */
  length: number;
  /** {@link textFingerprint} of the text. */
  fingerprint: number;
}

/** The example's id: its file name without `.yaml` (used in `?example=ID`). */
export function exampleId(path: string): string {
  return path.replace(/^.*\//, '').replace(/\.yaml(\?.*)?$/, '');
}

/** A 32-bit FNV-1a hash of the text's UTF-16 code units. */
export function textFingerprint(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash;
}

/** The meta of the example file `id` whose text is `text` (computed by the build: scripts/vite-example-meta.ts). */
export function exampleMeta(text: string, id: string): ExampleMeta {
  const { source: _, ...header } = exampleHeader(text, id);
  return { ...header, length: text.length, fingerprint: textFingerprint(text) };
}
