import { useId, type KeyboardEvent } from 'react';
import { BOX_HEIGHT, boxSubtitle as subtitle, type Layout, type PlacedEdge, type PlacedNode } from './layout-drawing.ts';

function path(e: PlacedEdge): string {
  return e.points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ');
}

interface BoxProps {
  placed: PlacedNode;
  onCycle: boolean;
  /** For a hook: its YAML line and how to go there. */
  line?: number;
  onJump?: () => void;
}

function Box({ placed, onCycle, line, onJump }: BoxProps) {
  const n = placed.node;
  const x = placed.x - placed.width / 2;
  const y = placed.y - BOX_HEIGHT / 2;
  const classes = ['box', `kind-${n.kind}`, n.presence === 'yes' ? '' : 'uncertain', onCycle ? 'on-cycle' : '', n.job ? '' : 'no-job'].filter((c) => c !== '').join(' ');
  const rx = n.kind === 'systemd' ? BOX_HEIGHT / 2 : n.kind === 'hook' ? 8 : 3;
  const body = (
    <>
      <rect x={x} y={y} width={placed.width} height={BOX_HEIGHT} rx={rx} />
      {/* One text with two lines: its text content reads "name subtitle", as the button's name does. */}
      <text>
        <tspan x={placed.x} y={y + 16} className="box-name">{n.unit}</tspan>{' '}
        <tspan x={placed.x} y={y + 31} className="box-sub">{subtitle(n)}</tspan>
      </text>
    </>
  );
  if (!onJump) return <g className={classes} aria-hidden="true"><title>{`${n.unit}: ${subtitle(n)}${n.condition ? ` (${n.condition})` : ''}`}</title>{body}</g>;
  const onKeyDown = (e: KeyboardEvent): void => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onJump();
    }
  };
  return (
    <g className={`${classes} jump`} role="button" tabIndex={0} aria-label={`${n.unit} ${subtitle(n)}: go to its YAML${line ? `, line ${line}` : ''}`} onClick={onJump} onKeyDown={onKeyDown}>
      {body}
    </g>
  );
}

/**
 * The boot order as SVG: boxes by kind (hook, kops, systemd; dashed when the unit may be missing),
 * arrows in boot order (solid), requirements dashed (from a unit to what it pulls in), orderings
 * that do not hold at a reboot dotted, a cycle's boxes and arrows in the error colour (BootLegend
 * says so). Hook boxes are buttons that move the editor to the hook.
 */
export function BootSvg({ layout, onCycle, hookLine, jump }: {
  layout: Layout;
  onCycle: ReadonlySet<string>;
  hookLine: (unit: string) => number | undefined;
  jump: (unit: string) => void;
}) {
  const id = useId().replace(/:/g, '');
  const arrow = (kind: string): string => `url(#${id}-${kind})`;
  return (
    // Shrinks to the pane's width down to 60 % (CSS), then scrolls: names stay readable.
    <svg className="boot-svg" width={layout.width} height={layout.height} viewBox={`0 0 ${layout.width} ${layout.height}`}
      style={{ minWidth: `${Math.round(layout.width * 0.6)}px` }}>
      <defs>
        {['order', 'cycle', 'requirement', 'unbound'].map((kind) => (
          <marker key={kind} id={`${id}-${kind}`} className={`arrow-${kind}`} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
            <path d="M0,0 L10,5 L0,10 z" />
          </marker>
        ))}
      </defs>
      <g aria-hidden="true">
        {layout.edges.map((e, i) => {
          const kind = e.edge.cycle ? 'cycle' : e.edge.kind;
          return <path key={i} className={`edge edge-${kind}`} d={path(e)} markerEnd={arrow(kind)} />;
        })}
      </g>
      {layout.nodes.map((p) => (
        <Box key={p.node.unit} placed={p} onCycle={onCycle.has(p.node.unit)}
          {...(p.node.kind === 'hook' && p.node.hook ? { line: hookLine(p.node.unit), onJump: () => jump(p.node.unit) } : {})} />
      ))}
    </svg>
  );
}
