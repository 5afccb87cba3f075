import { CURRENT_FORMAT, MAX_FRAGMENT_CHARS, MAX_PAYLOAD_BYTES, type ShareErrorCode } from './share-state.ts';

/** 65536 → "65,536", without Intl: the first locale call can take longer than the whole decode. */
const digits = (n: number): string => String(n).replace(/\B(?=(\d{3})+$)/g, ',');

const COPY_AGAIN = 'Copy the whole link again from where it was shared.';

/** The sentence a person reads for each decoding failure. `detail` fills in what varies. */
export function shareMessage(code: ShareErrorCode, detail: { version?: number; length?: number; char?: string; index?: number } = {}): string {
  switch (code) {
    case 'empty':
      return 'The link holds no spec: there is nothing after "#".';
    case 'not-a-permalink':
      return `This is not a playground permalink: its part after "#" should start with "v${CURRENT_FORMAT}.".`;
    case 'future-version':
      return `This link was made by a newer playground (link format v${detail.version ?? '?'}); this one reads formats up to v${CURRENT_FORMAT}. Open the link in the newest playground.`;
    case 'too-long':
      return `This link is too long to open (${digits(detail.length ?? 0)} characters; the limit is ${digits(MAX_FRAGMENT_CHARS)}). Share the YAML file instead.`;
    case 'bad-base64':
      return `This link is damaged: it contains ${JSON.stringify(detail.char ?? '')} at position ${(detail.index ?? 0) + 1} of its data, which a permalink never contains. ${COPY_AGAIN}`;
    case 'truncated':
      return `This link is incomplete: its data ends before the spec does, so it was probably cut off when it was copied. ${COPY_AGAIN}`;
    case 'corrupt':
      return `This link is damaged: its content does not match its checksum. ${COPY_AGAIN}`;
    case 'too-large':
      return `This link expands to more than ${MAX_PAYLOAD_BYTES / 1_048_576} MiB of text, more than the playground opens, so it was not opened.`;
  }
}
