import { describe, expect, it } from 'vitest';
import { utf8Encode } from '../utf8.ts';
import { goRawStdDecode, stdBase64 } from './go-base64.ts';

// Go's encoding/base64: RawStdEncoding = StdEncoding.WithPadding(NoPadding), non-strict; nodeup
// decodes isBase64 content with it (1.8.1:nodeup/pkg/model/file_assets.go:84,
// v1.36.2:nodeup/pkg/model/file_assets.go:68). Expected values worked by hand from Go's decodeQuantum.
const text = (s: string): string => {
  const r = goRawStdDecode(utf8Encode(s));
  return 'bytes' in r ? new TextDecoder().decode(r.bytes) : `error: ${r.error}`;
};

describe('goRawStdDecode (Go base64.RawStdEncoding)', () => {
  it('decodes unpadded input, whole and partial quanta', () => {
    expect(text('aGVsbG8')).toBe('hello');
    expect(text('aGk')).toBe('hi');
    expect(text('')).toBe('');
  });
  it('refuses the padding that StdEncoding would write: "=" is an illegal byte', () => {
    expect(text('aGVsbG8=')).toBe('error: illegal base64 data at input byte 7');
    expect(text('aGk=')).toBe('error: illegal base64 data at input byte 3');
    expect(text('YQ==')).toBe('error: illegal base64 data at input byte 2');
  });
  it('skips \\n and \\r anywhere (a literal block ends in \\n)', () => {
    expect(text('aGVs\nbG8\n')).toBe('hello');
    expect(text('aGVs\r\nbG8')).toBe('hello');
  });
  it('refuses a lone last character and any other byte', () => {
    expect(text('aGVsb')).toBe('error: illegal base64 data at input byte 4');
    expect(text('aGV sbG8')).toBe('error: illegal base64 data at input byte 3');
    expect(text('aGV-')).toBe('error: illegal base64 data at input byte 3');
  });
  it('ignores the unused low bits of a last partial quantum (not strict)', () => {
    expect(text('aGVsbG9')).toBe('hello');
  });
  it('stdBase64 pads as StdEncoding does', () => {
    expect(stdBase64(Uint8Array.from([0, 255]))).toBe('AP8=');
    expect(stdBase64(Uint8Array.from([1, 2, 3]))).toBe('AQID');
    expect(stdBase64(Uint8Array.from([1]))).toBe('AQ==');
  });
});
