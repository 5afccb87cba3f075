import { describe, expect, it } from 'vitest';
import { decodeUtf8, InvalidUtf8Error } from './node-io.ts';

describe('decodeUtf8', () => {
  it('decodes valid UTF-8, including a real U+FFFD', () => {
    expect(decodeUtf8(Buffer.from('name: café � ✓\n', 'utf8'))).toBe('name: café � ✓\n');
  });

  it.each([
    ['a Latin-1 byte', Buffer.concat([Buffer.from('name: caf'), Buffer.from([0xe9, 0x0a])]), 9],
    ['a truncated sequence after multi-byte text', Buffer.concat([Buffer.from('é✓'), Buffer.from([0xe2, 0x9c])]), 5],
    ['a lone continuation byte', Buffer.from([0x61, 0x80, 0x62]), 1],
  ])('refuses %s, naming the first bad byte', (_what, bytes, offset) => {
    expect(() => decodeUtf8(bytes)).toThrow(new InvalidUtf8Error(offset));
    try {
      decodeUtf8(bytes);
    } catch (error) {
      expect((error as InvalidUtf8Error).byteOffset).toBe(offset);
    }
  });
});
