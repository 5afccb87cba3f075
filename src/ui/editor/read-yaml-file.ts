/** Largest file the playground opens; bigger files are almost certainly not hook specs. */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;

/** Reads a dropped or chosen file as text, refusing huge or binary files with a message. */
export async function readYamlFile(file: File): Promise<{ text: string | null; error: string | null }> {
  if (file.size > MAX_FILE_BYTES) {
    return { text: null, error: `"${file.name}" is ${(file.size / 1048576).toFixed(1)} MB; the playground opens files up to 5 MB.` };
  }
  try {
    const text = await file.text();
    if (text.includes('\u0000')) return { text: null, error: `"${file.name}" looks binary (it contains NUL bytes), not YAML.` };
    return { text, error: null };
  } catch {
    return { text: null, error: `"${file.name}" could not be read.` };
  }
}
