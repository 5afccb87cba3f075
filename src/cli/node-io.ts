import { readFile, writeFile } from 'node:fs/promises';
import type { CliIo } from './io.ts';

/** Thrown when input is not UTF-8; `byteOffset` is where the first bad byte sits. */
export class InvalidUtf8Error extends Error {
  readonly code = 'ERR_INVALID_UTF8';
  constructor(readonly byteOffset: number) {
    super(`invalid UTF-8 at byte ${byteOffset}`);
  }
}

/**
 * Decodes strictly: kops's YAML parser rejects invalid UTF-8, so silently replacing a bad byte
 * with U+FFFD would render (and link) a text that is not the file.
 */
export function decodeUtf8(bytes: Buffer): string {
  const text = bytes.toString('utf8');
  if (!text.includes('\uFFFD')) return text;
  const again = Buffer.from(text, 'utf8');
  if (again.equals(bytes)) return text; // a real U+FFFD in a valid file
  let at = 0;
  while (at < bytes.length && bytes[at] === again[at]) at++;
  throw new InvalidUtf8Error(at);
}

/** The real process as a CliIo. */
export const nodeIo: CliIo = {
  stdout: (text) => void process.stdout.write(text),
  stderr: (text) => void process.stderr.write(text),
  readFile: async (path) => decodeUtf8(await readFile(path)),
  writeFile: (path, text) => writeFile(path, text, 'utf8'),
  readStdin: async () => {
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    return decodeUtf8(Buffer.concat(chunks));
  },
};
