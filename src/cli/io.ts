/** Everything a command touches outside itself, so commands are testable in-process. */
export interface CliIo {
  stdout(text: string): void;
  stderr(text: string): void;
  /** Reads a file as UTF-8; rejects with a Node error (code ENOENT, EISDIR, …). */
  readFile(path: string): Promise<string>;
  writeFile(path: string, text: string): Promise<void>;
  readStdin(): Promise<string>;
}

/** Exit codes shared by every command. */
export const EXIT_OK = 0;
/** The input has errors (the output is still printed). */
export const EXIT_INPUT_ERRORS = 1;
/** Bad usage: unknown flag, missing argument, unreadable file, unbuilt command. */
export const EXIT_USAGE = 2;
