/** A code block that a docs page marked for a live preview. */
export interface Block {
  /** The `pre` that holds the code. */
  pre: HTMLElement;
  /** What the preview visually replaces: the highlighter's wrapper around the block, or the `pre`. */
  box: HTMLElement;
  /** The block's text: the spec. */
  text: string;
  /** The nearest value of a `data-*` option, from the block up to the marked element. */
  option: (name: string) => string | null;
}

/** Set on a `pre` once it has a preview, so that a second copy of embed.js leaves it alone. */
export const DONE = 'data-kops-hooks-preview';

/**
 * A line-number gutter rather than code: a table cell with another cell after it (Pygments'
 * `td.linenos`, Hugo Chroma's first `td.lntd`).
 */
const isGutter = (pre: Element): boolean => !!pre.closest('td')?.nextElementSibling;

/**
 * The spec in a block: the text of its `code`, as highlighters split it into spans (Pygments,
 * Chroma, Prism), without the line numbers some write inline (Chroma `.ln`, Pygments
 * `.linenos`) and without the copy buttons themes put beside the `code`. Chroma before 2.15
 * repeated a block scalar's indentation after its last line (alecthomas/chroma#993): that copy
 * is dropped, so the spec is the one the author wrote.
 */
export function blockText(pre: HTMLElement): string {
  const code = (pre.querySelector('code') ?? pre).cloneNode(true) as HTMLElement;
  for (const n of code.querySelectorAll('.ln, .lnt, .linenos')) n.remove();
  if (pre.classList.contains('chroma')) {
    for (const n of code.querySelectorAll('.sd + .w')) n.textContent = (n.textContent ?? '').replace(/^[ \t]+(?=\n)/, '');
  }
  return code.textContent ?? '';
}

/**
 * The blocks to preview under `root`: every code block inside an element marked
 * `data-kops-hooks`, or the marked `pre` (or `code`) itself; blocks that already have one are
 * left out.
 */
export function findBlocks(root: ParentNode): Block[] {
  const blocks: Block[] = [];
  for (const marked of root.querySelectorAll<HTMLElement>('[data-kops-hooks]')) {
    const own = marked.closest('pre');
    const pres = own ? [own] : [...marked.querySelectorAll('pre')].filter((pre) => !isGutter(pre));
    for (const pre of pres) {
      if (pre.hasAttribute(DONE)) continue;
      pre.setAttribute(DONE, '');
      const wrapper = pre.closest<HTMLElement>('.highlight');
      const box = wrapper && [...wrapper.querySelectorAll('pre')].filter((p) => !isGutter(p)).length === 1 ? wrapper : pre;
      const start = marked.contains(pre) ? pre : marked;
      const option = (name: string): string | null => {
        for (let el: HTMLElement | null = start; el; el = el.parentElement) {
          if (el.hasAttribute(name)) return el.getAttribute(name);
          if (el === marked) break;
        }
        return null;
      };
      blocks.push({ pre, box, text: blockText(pre), option });
    }
  }
  return blocks;
}
