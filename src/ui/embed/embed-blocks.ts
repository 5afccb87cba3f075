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

/** The code blocks in `el`, or `el` itself: its `pre`s that are not line-number gutters. */
const codes = (el: Element): HTMLElement[] => [...(el.localName === 'pre' ? [el] : el.querySelectorAll('pre'))].filter((pre) => !isGutter(pre)) as HTMLElement[];

/**
 * The spec in a block: the text of its `code`, as highlighters split it into spans (Pygments,
 * Chroma, Prism), without the line numbers some write inline (Chroma `.ln` or an
 * unselectable span, Pygments `.linenos`) and without the copy buttons themes put beside the `code`. Chroma before 2.15
 * repeated a block scalar's indentation after its last line (alecthomas/chroma#993): that copy
 * is dropped, so the spec is the one the author wrote.
 */
export function blockText(pre: HTMLElement): string {
  const code = (pre.querySelector('code') ?? pre).cloneNode(true) as HTMLElement;
  // Chroma with inline styles marks its line numbers only as unselectable.
  for (const n of code.querySelectorAll('.ln, .lnt, .linenos, span[style*="user-select:none"]')) n.remove();
  // The copy is a `.w` span after the block scalar's (Chroma's classes), or a bare text node
  // (inline styles, Hugo's default). A plain scalar's trailing blanks, the only other such
  // node, are not part of its value in YAML.
  if (pre.classList.contains('chroma') || code.hasAttribute('data-lang')) {
    for (const n of code.querySelectorAll('span')) {
      const after = n.nextSibling;
      if (after && (after.nodeType === Node.TEXT_NODE || (after as Element).classList.contains('w'))) after.textContent = (after.textContent ?? '').replace(/^[ \t]+(?=\n)/, '');
    }
  }
  return code.textContent ?? '';
}

/** The markers of a block to preview: an attribute, or a class that MkDocs and Hugo put on a fence's wrapper with no extension (`{.yaml .kops-hooks}`). */
const MARKED = '[data-kops-hooks], .kops-hooks';
/** The element that previews the code block before it, with its options as attributes (a fence followed by a raw HTML line). */
export const ELEMENT = 'kops-hooks-preview';

/** The block of `pre`: what the preview replaces (the highlighter's wrapper when it holds this code alone), its text and options. */
function blockOf(pre: HTMLElement, option: Block['option']): Block {
  pre.setAttribute(DONE, '');
  const wrapper = pre.closest<HTMLElement>('.highlight');
  const box = wrapper && codes(wrapper).length === 1 ? wrapper : pre;
  return { pre, box, text: blockText(pre), option };
}

/**
 * The code block nearest before `el` in the page: the last `pre` among the siblings before it,
 * else before its parent, and so on up. Markdown renderers leave the element beside the block or
 * one level down: MkDocs puts it in a `<p>` that the browser closes before the block's `div`.
 */
export function codeBefore(el: Element): HTMLElement | null {
  for (let at: Element | null = el; at && at !== at.ownerDocument.body; at = at.parentElement) {
    for (let sibling = at.previousElementSibling; sibling; sibling = sibling.previousElementSibling) {
      const pre = codes(sibling).pop();
      if (pre) return pre;
    }
  }
  return null;
}

/**
 * The blocks to preview under `root`, in page order: the block before each
 * `<kops-hooks-preview>` (its options from that element alone), every code block inside an
 * element marked `data-kops-hooks` or with the class `kops-hooks`, or the marked `pre` (or
 * `code`) itself; blocks that already have one are left out (a block both marked and followed
 * by an element keeps its marker's options).
 */
export function findBlocks(root: ParentNode): Block[] {
  const blocks: Block[] = [];
  for (const marked of root.querySelectorAll<HTMLElement>(`${ELEMENT}, ${MARKED}`)) {
    const element = marked.localName === ELEMENT;
    const own = element ? codeBefore(marked) : marked.closest('pre');
    const pres = own ? [own] : element ? [] : codes(marked);
    for (const pre of pres) {
      if (pre.hasAttribute(DONE)) continue;
      const start = marked.contains(pre) ? pre : marked;
      const option = (name: string): string | null => {
        for (let el: HTMLElement | null = start; el; el = el.parentElement) {
          if (el.hasAttribute(name)) return el.getAttribute(name);
          if (el === marked) break;
        }
        return null;
      };
      blocks.push(blockOf(pre, option));
    }
  }
  return blocks;
}
