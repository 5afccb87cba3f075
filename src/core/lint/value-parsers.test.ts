import { describe, expect, it } from 'vitest';
import { isBoolean, isTimespan } from './value-parsers.ts';

describe('value parsers (systemd parse_boolean, parse_sec)', () => {
  it.each(['yes', 'No', 'TRUE', 'f', 'on', '0', '1'])('boolean %s', (v) => expect(isBoolean(v)).toBe(true));
  it.each(['', 'maybe', 'yes # c', 'enabled'])('not boolean %j', (v) => expect(isBoolean(v)).toBe(false));
  it.each(['90', '5min', '1min 30s', '2.5h', 'infinity', '1d2h', '500ms'])('time span %s', (v) => expect(isTimespan(v)).toBe(true));
  it.each(['', 'abc', '5 minutes please', '5min # c', '-1s'])('not a time span %j', (v) => expect(isTimespan(v)).toBe(false));
});
