import type { Block } from './embed-blocks.ts';

/** One block's preview: its frame (made when it scrolls near) and the link that works without it. */
export interface Preview {
  block: Block;
  wrapper: HTMLElement;
  /** An empty box of the frame's size until the block scrolls near, then the frame. */
  slot: HTMLElement;
  frame?: HTMLIFrameElement;
  link: HTMLAnchorElement;
  readonly: boolean;
  /** The text to send once the frame is ready, for a spec too long for a URL. */
  posted?: string;
  /** The block's permalink fragment, once asked for (null: too long for a URL). */
  fragment?: Promise<string | null>;
}

let count = 0;

const styled = <K extends keyof HTMLElementTagNameMap>(tag: K, style: string): HTMLElementTagNameMap[K] => {
  const el = document.createElement(tag);
  // CSSOM, not a style attribute in markup: a host page's strict style-src allows it.
  el.style.cssText = style;
  return el;
};

/**
 * Puts a preview before the block and folds the block away: it stays in the page with
 * `hidden="until-found"`, so find-in-page still finds its text (and shows it), readers without
 * JavaScript never lose it, and "Source YAML" shows it for copying. Styles go through the CSSOM
 * only, so a host page with a strict Content-Security-Policy needs no `style-src` for them.
 */
export function makePreview(block: Block, base: string): Preview {
  const readonly = block.option('data-readonly') !== null && block.option('data-readonly') !== 'false';
  // Until the embed reports its own: data-height, else about what a read-only embed (units only) or an editable one (with the editor) takes.
  const height = Number(block.option('data-height')) || (readonly ? 340 : 430);
  const wrapper = styled('div', 'margin:1em 0');
  wrapper.className = 'kops-hooks-embed';
  // No frame yet: even an empty one is a document of its own, and 20 of them cost the page half a second.
  const slot = styled('div', `display:block;box-sizing:border-box;width:100%;height:${height}px;border:1px solid rgba(128,128,128,.4);border-radius:6px`);
  slot.title = `Live preview of kops hooks example ${++count}`;
  const bar = styled('div', 'display:flex;flex-wrap:wrap;gap:.25em 1.5em;margin-top:.35em;font-size:.85em');
  const link = document.createElement('a');
  link.href = base;
  link.target = '_blank';
  link.rel = 'noopener';
  link.textContent = 'Open in playground';
  const toggle = styled('button', 'font:inherit;color:inherit;background:none;border:0;padding:0;cursor:pointer;text-decoration:underline');
  toggle.type = 'button';
  const box = block.box;
  box.id ||= `kops-hooks-source-${count}`;
  toggle.setAttribute('aria-controls', box.id);
  const shown = (open: boolean): void => {
    toggle.setAttribute('aria-expanded', String(open));
    toggle.textContent = `${open ? '▾' : '▸'} Source YAML`;
  };
  toggle.onclick = () => {
    // Not `box.hidden`: for hidden="until-found" it is that string.
    const open = box.hasAttribute('hidden');
    if (open) box.removeAttribute('hidden');
    else box.setAttribute('hidden', 'until-found');
    shown(open);
  };
  // Find-in-page opened it.
  box.addEventListener('beforematch', () => shown(true));
  box.setAttribute('hidden', 'until-found');
  shown(false);
  bar.append(link, toggle);
  wrapper.append(slot, bar);
  box.before(wrapper);
  return { block, wrapper, slot, link, readonly };
}

/** Puts the frame in the slot's place, with the slot's size and name. */
export function openFrame(p: Preview, src: string): void {
  const frame = styled('iframe', p.slot.style.cssText);
  frame.title = p.slot.title;
  frame.src = src;
  p.slot.replaceWith(frame);
  p.frame = frame;
}
