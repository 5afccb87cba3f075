/** What each element of the drawing keeps of its computed style in a file (the page's CSS does not go with it). */
const STYLE_PROPS = [
  'fill', 'stroke', 'stroke-width', 'stroke-dasharray', 'stroke-linecap', 'opacity', 'font-family', 'font-size', 'font-weight', 'text-anchor',
] as const;

/** Attributes that only mean something on the page (buttons to the YAML, classes for its CSS). */
const PAGE_ONLY = ['class', 'role', 'tabindex', 'aria-label', 'aria-hidden', 'style'] as const;

/**
 * The drawing on screen as a standalone SVG file: each element's colours, strokes and fonts
 * inlined from its computed style (the page's CSS variables do not travel), so the file looks as
 * the page did, light or dark; a background of the figure's colour; `title` as its <title>; no
 * buttons or classes. Needs nothing from the network.
 */
export function standaloneSvg(svg: SVGSVGElement, title: string, background: string): string {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  const from = [...svg.querySelectorAll('*')];
  const to = [...copy.querySelectorAll('*')];
  from.forEach((el, i) => {
    const out = to[i];
    if (!out) return;
    const computed = getComputedStyle(el);
    for (const a of PAGE_ONLY) out.removeAttribute(a);
    out.setAttribute('style', STYLE_PROPS.map((p) => `${p}:${computed.getPropertyValue(p)}`).join(';'));
  });
  for (const a of PAGE_ONLY) copy.removeAttribute(a);
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  const ns = copy.namespaceURI;
  const back = document.createElementNS(ns, 'rect');
  back.setAttribute('width', '100%');
  back.setAttribute('height', '100%');
  back.setAttribute('fill', background);
  const name = document.createElementNS(ns, 'title');
  name.textContent = title;
  copy.prepend(name, back);
  return `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(copy)}\n`;
}

/** Draws an SVG file's text on a canvas at `scale` (2: sharp on a high-density screen) and gives it back as PNG. */
export async function svgToPng(svgText: string, width: number, height: number, scale = 2): Promise<Blob> {
  const url = URL.createObjectURL(new Blob([svgText], { type: 'image/svg+xml' }));
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = Math.ceil(width * scale);
    canvas.height = Math.ceil(height * scale);
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('This browser gives no canvas to draw the PNG on.');
    ctx.scale(scale, scale);
    ctx.drawImage(img, 0, 0, width, height);
    return await new Promise<Blob>((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('The browser could not make the PNG.'))), 'image/png'));
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** Saves `blob` as `name` through a temporary object URL. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
