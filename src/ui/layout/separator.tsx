import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { useStore } from '../store/store.ts';

const STEP = 0.05;

/**
 * The draggable divider between editor and output: a focusable `separator` with its value, so it
 * works by pointer (drag) and by keyboard (arrows, Home, End), as the ARIA window-splitter pattern.
 */
export function Separator({ controls }: { controls: string }) {
  const split = useStore((s) => s.split);
  const setSplit = useStore((s) => s.setSplit);
  const dragging = useRef(false);

  const move = (e: PointerEvent<HTMLDivElement>): void => {
    if (!dragging.current) return;
    const parent = e.currentTarget.parentElement;
    if (!parent) return;
    const box = parent.getBoundingClientRect();
    setSplit((e.clientX - box.left) / box.width);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>): void => {
    const next = e.key === 'ArrowLeft' ? split - STEP : e.key === 'ArrowRight' ? split + STEP
      : e.key === 'Home' ? 0.2 : e.key === 'End' ? 0.8 : null;
    if (next === null) return;
    e.preventDefault();
    setSplit(next);
  };

  return (
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label="Resize editor and output"
      aria-controls={controls}
      aria-valuemin={20}
      aria-valuemax={80}
      aria-valuenow={Math.round(split * 100)}
      tabIndex={0}
      className="separator"
      onKeyDown={onKeyDown}
      onPointerDown={(e) => {
        dragging.current = true;
        e.currentTarget.setPointerCapture(e.pointerId);
      }}
      onPointerMove={move}
      onPointerUp={() => { dragging.current = false; }}
      onPointerCancel={() => { dragging.current = false; }}
    />
  );
}
