import type { CliIo } from '../src/cli/io.ts';

/** A CliIo in memory: files in a map (written files land there too), output captured. */
export interface FakeIo extends CliIo {
  out: string;
  err: string;
  files: Record<string, string>;
}

/** An in-memory CliIo over `files`, with `stdin` as standard input. */
export function fakeIo(files: Record<string, string>, stdin = ''): FakeIo {
  const io: FakeIo = {
    out: '',
    err: '',
    files,
    stdout: (t) => void (io.out += t),
    stderr: (t) => void (io.err += t),
    readFile: async (p) => {
      const text = files[p];
      if (text === undefined) throw Object.assign(new Error('nope'), { code: 'ENOENT' });
      return text;
    },
    writeFile: async (p, t) => void (files[p] = t),
    readStdin: async () => stdin,
  };
  return io;
}
