import { useState, type RefObject } from 'react';
import { saveBlob, standaloneSvg, svgToPng } from './boot-export.ts';

/** A file name from the group's name: letters, digits, dots and dashes. */
const fileBase = (group: string): string => `${group.replace(/[^A-Za-z0-9._-]+/g, '-')}-boot-order`;

/**
 * "Download SVG" and "Download PNG" of the drawing in `scroll` (the CLI has DOT and Mermaid): the
 * drawing as it is on screen, made in the browser (the PNG is the SVG drawn on a canvas), offline.
 */
export function BootExportButtons({ scroll, group, title }: { scroll: RefObject<HTMLDivElement | null>; group: string; title: string }) {
  const [error, setError] = useState<string | null>(null);
  const svgFile = (): { text: string; width: number; height: number } | null => {
    const svg = scroll.current?.querySelector('svg');
    if (!svg) return null;
    const background = getComputedStyle(scroll.current?.closest('.boot-figure') ?? document.body).backgroundColor;
    return { text: standaloneSvg(svg, title, background), width: svg.width.baseVal.value, height: svg.height.baseVal.value };
  };
  const svg = (): void => {
    const file = svgFile();
    if (file) saveBlob(new Blob([file.text], { type: 'image/svg+xml' }), `${fileBase(group)}.svg`);
  };
  const png = async (): Promise<void> => {
    const file = svgFile();
    if (!file) return;
    try {
      setError(null);
      saveBlob(await svgToPng(file.text, file.width, file.height), `${fileBase(group)}.png`);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };
  return (
    <span className="boot-export">
      <button type="button" onClick={svg}>Download SVG</button>
      <button type="button" onClick={() => void png()}>Download PNG</button>
      {error && <span className="error-text" role="alert">{error}</span>}
    </span>
  );
}
