/** systemd's value grammars for the kinds lint checks (parse_boolean, parse_sec). */

const BOOLEANS = new Set(['1', 'yes', 'y', 'true', 't', 'on', '0', 'no', 'n', 'false', 'f', 'off']);

/** systemd's parse_boolean (case-insensitive). */
export function isBoolean(value: string): boolean {
  return BOOLEANS.has(value.toLowerCase());
}

const UNITS = ['usec', 'us', 'µs', 'μs', 'msec', 'ms', 'seconds', 'second', 'sec', 's', 'minutes', 'minute', 'min', 'months', 'month', 'M',
  'msec', 'hours', 'hour', 'hr', 'h', 'days', 'day', 'd', 'weeks', 'week', 'w', 'years', 'year', 'y', 'm', 'nsec', 'ns'];
const TIMESPAN = new RegExp(`^(\\s*\\d+(\\.\\d+)?\\s*(${UNITS.join('|')})?)+\\s*$`);

/** systemd's parse_sec: `infinity`, or numbers with optional units (`1min 30s`, `90`, `2.5h`). */
export function isTimespan(value: string): boolean {
  return value === 'infinity' || (value.trim() !== '' && TIMESPAN.test(value));
}
