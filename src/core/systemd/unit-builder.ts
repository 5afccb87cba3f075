import type { LineOrigin } from '../types.ts';

/** Where the lines of a chunk came from: one origin for all of them, or one per line of the chunk. */
type ChunkOrigin = LineOrigin | ((lineInChunk: number) => LineOrigin);

interface Section {
  name: string;
  content: string;
  contentOrigin: ChunkOrigin;
  entries: Array<{ text: string; origin: LineOrigin }>;
}

/** A rendered unit: the exact text and one origin per line of `text.split('\n')`. */
export interface RenderedUnit {
  text: string;
  lineOrigins: LineOrigin[];
}

/** The origins of the lines the builder writes itself: each section's header, and the blank line between sections. */
export interface UnitFrame {
  header: (section: string) => LineOrigin;
  separator: LineOrigin;
}

/**
 * kops's `systemd.Manifest` (pkg/systemd/manifest.go), byte for byte: sections keep the order in
 * which they were first touched; each renders as `[Name]\n`, its raw content (if any), then its
 * `Key=Value\n` entries; sections are joined by a single `\n` with none after the last. Nothing is
 * parsed or normalised: raw content lands as it is, without a newline added.
 */
export class UnitBuilder {
  private readonly sections: Section[] = [];

  /** `frame` says where the builder's own lines come from (the rule that writes them). */
  constructor(private readonly frame: UnitFrame) {}

  /** Appends `Key=Value` to `section` (kops `Manifest.Set`). */
  set(section: string, key: string, value: string, origin: LineOrigin): this {
    this.section(section).entries.push({ text: `${key}=${value}\n`, origin });
    return this;
  }

  /** Replaces the raw content of `section` (kops `Manifest.SetSection`). */
  setSection(section: string, content: string, origin: ChunkOrigin): this {
    const s = this.section(section);
    s.content = content;
    s.contentOrigin = origin;
    return this;
  }

  /** Renders the unit exactly as kops `Manifest.Render` does, with the origin of every line. */
  render(): RenderedUnit {
    const chunks: Array<{ text: string; origin: ChunkOrigin }> = [];
    this.sections.forEach((s, i) => {
      chunks.push({ text: `[${s.name}]\n`, origin: this.frame.header(s.name) });
      if (s.content !== '') chunks.push({ text: s.content, origin: s.contentOrigin });
      for (const e of s.entries) chunks.push({ text: e.text, origin: e.origin });
      if (i < this.sections.length - 1) chunks.push({ text: '\n', origin: this.frame.separator });
    });
    return joinChunks(chunks, this.frame.separator);
  }

  private section(name: string): Section {
    let s = this.sections.find((x) => x.name === name);
    if (!s) {
      s = { name, content: '', contentOrigin: this.frame.header(name), entries: [] };
      this.sections.push(s);
    }
    return s;
  }
}

/**
 * Concatenates chunks and gives every line the origin of the chunk holding its first character.
 * A last, empty line (the text ends in `\n`: no line of the file, only where a next one would
 * start) gets `end`.
 */
export function joinChunks(chunks: Array<{ text: string; origin: ChunkOrigin }>, end: LineOrigin): RenderedUnit {
  const lineOrigins: LineOrigin[] = [];
  let atLineStart = true;
  for (const chunk of chunks) {
    const text = chunk.text;
    let lineInChunk = 0;
    // From line break to line break (indexOf), not character by character: a large spec's units
    // hold megabytes of text in all.
    for (let at = 0; at < text.length; ) {
      if (atLineStart) {
        lineOrigins.push(typeof chunk.origin === 'function' ? chunk.origin(lineInChunk) : chunk.origin);
        atLineStart = false;
      }
      const nl = text.indexOf('\n', at);
      if (nl < 0) break;
      atLineStart = true;
      lineInChunk++;
      at = nl + 1;
    }
  }
  if (atLineStart) lineOrigins.push(end);
  // One flat string: `+=` would leave a tree of a string per chunk, kept as long as the plan
  // (tens of thousands of units in a large spec), and flattened again by every reader.
  return { text: chunks.map((c) => c.text).join(''), lineOrigins };
}

/** Origins for a text taken verbatim from `manifest` (the raw branch): line i is manifest line i, written by `rule`. */
export function manifestOrigins(manifest: string, rule: LineOrigin['rule']): LineOrigin[] {
  return manifest.split('\n').map((_, line) => ({ kind: 'manifest', line, rule }));
}
