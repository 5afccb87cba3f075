import { Inflate } from 'fflate';

/** Outcome of `inflateCapped`. */
export type InflateOutcome =
  | { ok: true; bytes: Uint8Array }
  | { ok: false; reason: 'truncated' | 'corrupt' | 'too-large' };

/** Compressed bytes fed per step: each step can expand at most ~1032×, so the cap is checked often. */
const STEP = 512;

/**
 * Raw-inflates `data` with `dictionary`, stopping as soon as the output passes `maxBytes`.
 * Feeding the stream in small steps bounds both time and memory for a hostile input; a one-shot
 * inflate would expand the whole bomb before any check could run.
 */
export function inflateCapped(data: Uint8Array, dictionary: Uint8Array, maxBytes: number): InflateOutcome {
  const chunks: Uint8Array[] = [];
  let size = 0;
  let ended = false;
  const stream = new Inflate({ dictionary }, (chunk, final) => {
    chunks.push(chunk);
    size += chunk.length;
    if (final) ended = true;
  });
  try {
    for (let i = 0; i < data.length; i += STEP) {
      const last = i + STEP >= data.length;
      stream.push(data.subarray(i, i + STEP), last);
      if (size > maxBytes) return { ok: false, reason: 'too-large' };
    }
    if (data.length === 0) stream.push(data, true);
  } catch (error) {
    // fflate code 0 is "unexpected EOF": the stream stopped before its final block.
    const code = (error as { code?: unknown }).code;
    return { ok: false, reason: code === 0 ? 'truncated' : 'corrupt' };
  }
  if (!ended) return { ok: false, reason: 'truncated' };
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  return { ok: true, bytes };
}
