/** What a permalink holds and what decoding one can answer. */

/**
 * The view a permalink reproduces. `runtime` and `distro` are kept as the strings the link holds
 * (a newer playground may know more values); the consumer checks them against what it supports.
 */
export interface ShareState {
  /** The YAML, exactly as typed (lone UTF-16 surrogates become U+FFFD, as in any UTF-8 file). */
  text: string;
  /** The kops version the view rendered for, e.g. `1.36` or `1.10.1`. Stored so links outlive the default. */
  kopsVersion: string;
  runtime?: string;
  proposal?: boolean;
  distro?: string;
  /** Selected instance group name. */
  group?: string;
  /** Selected unit file name, e.g. `swap1.swap.service`. */
  unit?: string;
  /**
   * The comparison of two versions (compare mode), when on. `kopsVersion` may be `proposal`;
   * `runtime` is absent for Automatic. Header tags 7–10, which older readers skip. `base`: the
   * earlier spec of a comparison of two specs (`from` is its side, `to` the text's), header tag
   * 12, written just before the text so that deflate shares their lines.
   */
  compare?: { from: CompareSideState; to: CompareSideState; base?: string };
  /**
   * The output view on screen, one of {@link SHARE_VIEWS} (a newer playground may know more).
   * Header tag 11, which older readers skip; a link without it leaves the view as it is.
   */
  view?: string;
}

/**
 * The output views a link can open on: the playground's output tabs Units, Boot order,
 * Comparison (compare mode) and Problems.
 */
export const SHARE_VIEWS = ['units', 'boot', 'compare', 'problems'] as const;

/** One side of a compared view in a permalink. */
export interface CompareSideState {
  kopsVersion: string;
  runtime?: string;
}

/**
 * Why a link did not open. Each code has one message; the UI and CLI show the message and keep
 * the current draft.
 */
export type ShareErrorCode =
  | 'empty'
  | 'not-a-permalink'
  | 'future-version'
  | 'too-long'
  | 'bad-base64'
  | 'truncated'
  | 'corrupt'
  | 'too-large';

/** The answer of `decodeShareLink`: never a throw. */
export type DecodeResult =
  | { ok: true; state: ShareState; version: number }
  | { ok: false; code: ShareErrorCode; message: string };

/** The answer of `encodeShareLink`: a fragment (with its `#`), or why the state cannot be a link. */
export type EncodeResult =
  | { ok: true; fragment: string }
  | { ok: false; code: 'too-large' | 'too-long'; message: string };

/** The newest link format this code writes and reads. Older formats are read forever. */
export const CURRENT_FORMAT = 1;

/** Longest fragment (after `#`) the decoder looks at; the encoder never writes a longer one. */
export const MAX_FRAGMENT_CHARS = 65_536;

/** Largest decompressed payload (header + UTF-8 text); inflating stops here, so a deflate bomb cannot hang the tab. */
export const MAX_PAYLOAD_BYTES = 1_048_576;
