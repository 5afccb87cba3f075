import { memo, useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import type { Analysis } from '../../../core/index.ts';
import { editorController } from '../../editor/editor-controller.ts';
import { useStore } from '../../store/store.ts';
import { textIndexOf } from '../../text/text-index-of.ts';
import type { OriginMark, Origins } from './line-origins.ts';
import { useOriginStore } from './origin-store.ts';
import './origins.css';

/** What the explanation under the text gets: the line pointed at (0-based) and its origin. */
export interface WhyProps<L extends OriginMark> {
  /** The id a focused line is described by. */
  id: string;
  line: number | null;
  origin: L | undefined;
  onJump: (line: number) => void;
}

/** Props of a text whose lines carry their origins. */
export interface OriginTextProps<L extends OriginMark> {
  analysis: Analysis;
  origins: Origins<L>;
  lines: readonly string[];
  endsWithNewline: boolean;
  /** Each line's pieces (text nodes and token spans). */
  contents: readonly ReactNode[];
  label: string;
  wrap: boolean;
  /** Another text in the same place (another unit): its first line is the tab stop again. */
  resetKey: string;
  /** What follows the text (no final newline, an empty file). */
  notes: ReactNode;
  /**
   * When the editor shows these origins: `always` while the text is on screen (the unit), or
   * `pointed` only while one of its lines is hovered or focused (a file under the unit, which
   * then gives the editor back to what showed before).
   */
  claim: 'always' | 'pointed';
  why: (props: WhyProps<L>) => ReactNode;
}

const PAGE = 10;

/** The line's classes: its mark (a colour, or kops's), and whether it is highlighted. */
function lineClass(o: OriginMark | undefined, state: 'active' | 'caret' | null): string {
  const mark = !o ? '' : o.colour < 0 ? ' o-kops' : ` o-${o.colour} from-spec`;
  return `line${mark}${state ? ` is-${state}` : ''}`;
}

const Line = memo(function Line({ n, className, content, newline, tabStop, describedBy }: {
  n: number; className: string; content: ReactNode; newline: boolean; tabStop: boolean; describedBy: string | undefined;
}) {
  return (
    <span className={className} data-n={n} data-i={n - 1} tabIndex={tabStop ? 0 : -1} aria-describedby={describedBy}>
      {content}{newline ? '\n' : ''}
    </span>
  );
});

function lineIndex(target: EventTarget | null): number | null {
  const line = target instanceof Element ? target.closest<HTMLElement>('.line[data-i]') : null;
  return line ? Number(line.dataset.i) : null;
}

/**
 * A text (a unit, a file) with each line traced to its origin (Compiler Explorer's way): a thin
 * mark in the colour of the YAML lines that made it (a dotted grey one when kops wrote it on its
 * own). Hovering a line, focusing it (arrow keys move line by line) or tapping it highlights its
 * YAML lines in the editor and explains it below (`why`, also each focused line's description);
 * a click or Enter puts the editor's caret at the line's `jump` (selecting to `jumpEnd`). The
 * editor's caret highlights the lines its YAML line made. The text itself stays exactly the
 * file's bytes: every mark is CSS.
 */
export function OriginText<L extends OriginMark>({ analysis, origins, lines, endsWithNewline, contents, label, wrap, resetKey, notes, claim, why }: OriginTextProps<L>) {
  const whyId = useId();
  const pre = useRef<HTMLPreElement>(null);
  const [hover, setHover] = useState<number | null>(null);
  const [focused, setFocused] = useState<number | null>(null);
  const [stop, setStop] = useState(0);
  const active = hover ?? focused;
  // The explanation stays on the last line pointed at: the pointer, or focus, may then move to
  // its "Go to line" button or a link.
  const [last, setLast] = useState<number | null>(null);
  const whyLine = active ?? last;

  // The caret's YAML line, once the analysis is of the text the caret is in.
  const cursor = useStore((s) => s.cursor);
  const current = useStore((s) => s.text);
  const caretLine = current === analysis.text ? textIndexOf(analysis.text).lineCol(cursor).line : null;
  const caret = caretLine === null ? undefined : origins.yamlLines.get(caretLine);

  // What the editor showed before a `pointed` text took it, and whether it holds it now.
  const before = useRef<Origins | null>(null);
  const held = useRef(false);
  const latest = useRef({ origins, claim });
  latest.current = { origins, claim };
  useEffect(() => {
    if (claim === 'always') useOriginStore.setState({ shown: origins });
  }, [origins, claim]);
  useEffect(() => {
    if (active !== null) setLast(active);
    if (claim === 'always') {
      useOriginStore.setState({ active });
    } else if (active !== null) {
      if (!held.current) before.current = useOriginStore.getState().shown;
      held.current = true;
      useOriginStore.setState({ shown: origins, active });
    } else if (held.current) {
      held.current = false;
      useOriginStore.setState({ shown: before.current, active: null });
    }
  }, [active, origins, claim]);
  useEffect(() => () => {
    if (latest.current.claim === 'always') useOriginStore.setState({ shown: null, active: null });
    else if (held.current) useOriginStore.setState({ shown: before.current, active: null });
  }, []);
  useEffect(() => {
    setStop(0);
    setHover(null);
    setLast(null);
  }, [resetKey]);

  const count = lines.length;
  // To the editor, or in a read-only embed to its folded YAML (which registers as the editor).
  const jump = (i: number): void => {
    const o = origins.lines[i];
    if (o?.jump !== null && o?.jump !== undefined) editorController().revealOffset(o.jump, o.jumpEnd);
  };
  const focusLine = (i: number): void => {
    const to = Math.max(0, Math.min(count - 1, i));
    setStop(to);
    pre.current?.querySelector<HTMLElement>(`.line[data-i="${to}"]`)?.focus();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLPreElement>): void => {
    const i = lineIndex(e.target);
    if (i === null) return;
    const to = { ArrowDown: i + 1, ArrowUp: i - 1, Home: 0, End: count - 1, PageDown: i + PAGE, PageUp: i - PAGE }[e.key];
    if (to !== undefined) {
      e.preventDefault();
      // The keyboard leads now: the line under a resting pointer no longer holds the explanation.
      setHover(null);
      focusLine(to);
    } else if (e.key === 'Enter' && origins.lines[i]?.from === 'spec') {
      e.preventDefault();
      jump(i);
    }
  };
  // Whether the line pressed was already the focused one (a press focuses it before the click).
  const pressedFocused = useRef(false);
  const onClick = (e: MouseEvent<HTMLPreElement>): void => {
    const i = lineIndex(e.target);
    if (i === null || !window.getSelection()?.isCollapsed) return;
    // A tap shows why (there is no hover on a touch screen); a second tap, or a click, goes to the YAML.
    const touch = (e.nativeEvent as PointerEvent).pointerType === 'touch';
    const goes = origins.lines[i]?.from === 'spec' && (!touch || pressedFocused.current);
    if (goes) jump(i);
    else focusLine(i);
  };

  return (
    <>
      <div className={wrap ? 'unit-text origins wrap' : 'unit-text origins'} role="region" aria-label={label}>
        <pre
          ref={pre}
          onMouseOver={(e) => setHover(lineIndex(e.target))}
          onMouseLeave={() => setHover(null)}
          onPointerDown={(e) => {
            pressedFocused.current = focused !== null && lineIndex(e.target) === focused;
          }}
          onFocus={(e) => {
            const i = lineIndex(e.target);
            setFocused(i);
            if (i !== null) setStop(i);
          }}
          onBlur={() => setFocused(null)}
          onKeyDown={onKeyDown}
          onClick={onClick}
        >
          {lines.map((_, i) => {
            const state = i === active ? 'active' : caret?.includes(i) ? 'caret' : null;
            return (
              <Line
                key={i}
                n={i + 1}
                className={lineClass(origins.lines[i], state)}
                content={contents[i]}
                newline={i < count - 1 || endsWithNewline}
                tabStop={i === Math.min(stop, count - 1)}
                describedBy={i === focused ? whyId : undefined}
              />
            );
          })}
        </pre>
        {notes}
      </div>
      {why({ id: whyId, line: whyLine, origin: whyLine === null ? undefined : origins.lines[whyLine], onJump: jump })}
    </>
  );
}
