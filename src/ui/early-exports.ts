/**
 * Modules the early script (src/ui/early-script.ts) shares with the page's later chunks, by path
 * from the project root, each with its exports. The permalink decoder (about 6.9 KB gzipped:
 * fflate's inflate and the v1 dictionary) is in the early script, which decodes a permalink
 * before the entry has arrived; the codec's chunk uses that copy instead of shipping its own
 * (scripts/vite-early-exports.ts), so that the decoder is downloaded once.
 */
export const EARLY_EXPORTS = {
  'src/core/share/read-share-link.ts': ['readShareLink'],
  // The encoder's too (share/share-codec.ts): the dictionary and the checksum.
  'src/core/share/dictionary-v1.ts': ['DICTIONARY_V1'],
  'src/core/share/crc32.ts': ['crc32'],
} as const satisfies Record<string, readonly string[]>;

/** Where the early script leaves them, by path. */
export const EARLY_EXPORTS_GLOBAL = '__kopsHookPlaygroundEarlyExports';

/** What the early script leaves: each module's namespace, by path. */
export type EarlyExports = { [path in keyof typeof EARLY_EXPORTS]: Record<(typeof EARLY_EXPORTS)[path][number], unknown> };
