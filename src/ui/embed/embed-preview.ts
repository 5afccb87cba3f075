import type { Block } from './embed-blocks.ts';

/** One block's preview: the frame (loaded when it scrolls near) and the link that works without it. */
export interface Preview {
  block: Block;
  wrapper: HTMLElement;
  frame: HTMLIFrameElement;
  link: HTMLAnchorElement;
  readonly: boolean;
  /** The text to send once the frame is ready, for a spec too long for a URL. */
  posted?: string;
}

/** Heights before the embed reports its own (a read-only embed is units only; an editable one has the editor beside). */
const INITIAL_HEIGHT = { readonly: 340, editable: 430 };

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
  const height = Number.parseInt(block.option('data-height') ?? '', 10);
  const wrapper = styled('div', 'margin:1em 0');
  wrapper.className = 'kops-hooks-embed';
  const frame = styled('iframe', `display:block;box-sizing:border-box;width:100%;height:${height > 0 ? height : INITIAL_HEIGHT[readonly ? 'readonly' : 'editable']}px;border:1px solid rgba(128,128,128,.4);border-radius:6px`);
  frame.title = `Live preview of kops hooks example ${++count}`;
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
    const open = box.hidden;
    if (open) box.removeAttribute('hidden');
    else box.setAttribute('hidden', 'until-found');
    shown(open);
  };
  // Find-in-page opened it.
  box.addEventListener('beforematch', () => shown(true));
  box.setAttribute('hidden', 'until-found');
  shown(false);
  bar.append(link, toggle);
  wrapper.append(frame, bar);
  box.before(wrapper);
  return { block, wrapper, frame, link, readonly };
}
