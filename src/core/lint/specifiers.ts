/** systemd 252's unit-file `%` specifiers (systemd.unit(5), "Specifiers"), with what they expand to. */
export const SPECIFIERS: Readonly<Record<string, string>> = {
  a: 'the architecture', A: 'the OS image version', b: 'the boot ID', B: 'the OS build ID', C: 'the cache directory (/var/cache)',
  d: 'the credentials directory', E: 'the configuration directory (/etc)', f: 'the unescaped instance or prefix as a path',
  g: 'the user group (root)', G: 'the group ID (0)', h: 'the home directory (/root)', H: 'the host name', i: 'the instance name',
  I: 'the unescaped instance name', j: 'the final dash component of the prefix', J: 'the unescaped final component',
  l: 'the short host name', L: 'the log directory (/var/log)', m: 'the machine ID', M: 'the OS image ID', n: 'the full unit name',
  N: 'the unit name without its type', o: 'the OS ID', p: 'the prefix name', P: 'the unescaped prefix name',
  q: 'the pretty host name', s: 'the user shell (/bin/sh)', S: 'the state directory (/var/lib)', t: 'the runtime directory (/run)',
  T: 'the temporary directory (/tmp)', u: 'the user name (root)', U: 'the user ID (0)', v: 'the kernel release',
  V: 'the directory for larger temporary files (/var/tmp)', w: 'the OS version ID', W: 'the OS variant ID', y: 'the unit file path',
  Y: 'the unit file directory',
};

/** Every `%x` with an alphanumeric `x` in a value (skipping `%%`), with its offset in the value. */
export function specifiersIn(value: string): Array<{ letter: string; index: number }> {
  const out: Array<{ letter: string; index: number }> = [];
  for (let i = 0; i < value.length; i++) {
    if (value[i] !== '%') continue;
    const next = value[i + 1] ?? '';
    // Only `%` + ASCII letter or digit is looked up; anything else stays literal (systemd 252).
    if (/^[A-Za-z0-9]$/.test(next)) out.push({ letter: next, index: i });
    i++;
  }
  return out;
}
