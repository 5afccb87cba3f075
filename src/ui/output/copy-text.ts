/**
 * Copies text to the clipboard; returns false when the browser refuses (no permission, insecure
 * context), so the caller can say so instead of pretending.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
