import { useMemo, useRef } from 'react';
import { bootDrawing } from '../../core/boot/boot-drawing.ts';
import { bootGraph } from '../../core/boot/boot-graph.ts';
import { REBOOT_TIMELINE } from '../../core/boot/boot-notes.ts';
import { cycleCaption } from '../../core/boot/cycle-text.ts';
import type { Analysis, GroupPlan } from '../../core/index.ts';
import { TextIndex } from '../../core/text-index.ts';
import { editorController } from '../editor/editor-controller.ts';
import { BeforeKubelet } from './before-kubelet.tsx';
import { BootFacts, type YamlLines } from './boot-facts.tsx';
import { BootExportButtons } from './boot-export-buttons.tsx';
import { BootLegend } from './boot-legend.tsx';
import { BootSvg } from './boot-svg.tsx';
import { layoutDrawing } from './layout-drawing.ts';
import './boot-order.css';

/** Past this many boxes the drawing is left out (layout and reading both break down); the text keeps every fact. */
const MAX_BOXES = 120;

/**
 * The "Boot order" view of one instance group: first "Before kubelet" (each hook's verdict, with
 * its fix), then the drawing (a figure named "Boot order of GROUP") and, beside it, the same facts
 * as text. Loaded lazily with dagre: nothing of it is in the
 * page's first paint.
 */
export default function BootOrderView({ analysis, group }: { analysis: Analysis; group: GroupPlan }) {
  const graph = useMemo(() => bootGraph(analysis, group), [analysis, group]);
  const drawing = useMemo(() => bootDrawing(graph), [graph]);
  const everything = useMemo(() => bootDrawing(graph, 'all'), [graph]);
  const layout = useMemo(() => (drawing.nodes.length <= MAX_BOXES ? layoutDrawing(drawing) : null), [drawing]);
  const lines = useMemo<YamlLines>(() => {
    const index = new TextIndex(analysis.text);
    return { line: (offset) => index.lineCol(offset).line, jump: (offset) => editorController().revealOffset(offset) };
  }, [analysis.text]);
  const hookOffset = (unit: string): number | undefined => {
    const ref = graph.nodes.find((n) => n.unit === unit)?.hook;
    const hook = ref ? analysis.spec.documents[ref.document]?.hooks.find((h) => h.list === ref.list && h.index === ref.index) : undefined;
    return hook ? (hook.name?.range.start ?? hook.range.start) : undefined;
  };
  const onCycle = useMemo(() => new Set(graph.cycles.flatMap((c) => c.units)), [graph]);
  const label = `Boot order of ${group.name}`;
  const scroll = useRef<HTMLDivElement>(null);
  if (!group.runsNodeup) {
    return (
      <figure className="boot-figure" aria-label={label}>
        <figcaption>{graph.notes.group.join(' ')}</figcaption>
      </figure>
    );
  }
  return (
    <div className="boot-view">
      <BeforeKubelet analysis={analysis} verdicts={graph.verdicts} />
      <p className="boot-timeline">{REBOOT_TIMELINE}</p>
      {graph.notes.group.map((note) => <div key={note} className="callout error" role="alert">{note}</div>)}
      <div className="boot-columns">
        <figure className="boot-figure" aria-label={label}>
          <figcaption>
            {graph.cycles.length === 0 ? <span>No ordering cycle.</span> : graph.cycles.map((c) => <span key={c.units.join()} className="boot-cycle-caption">{cycleCaption(c)}</span>)}
            <BootLegend />
            {layout && <BootExportButtons scroll={scroll} group={group.name} title={label} />}
          </figcaption>
          {layout ? (
            <div className="boot-scroll" ref={scroll}>
              <BootSvg layout={layout} onCycle={onCycle} hookLine={(u) => { const o = hookOffset(u); return o === undefined ? undefined : lines.line(o); }}
                jump={(u) => { const o = hookOffset(u); if (o !== undefined) lines.jump(o); }} />
            </div>
          ) : <p className="note">{drawing.nodes.length} units are too many to draw; the list has them all.</p>}
        </figure>
        <section className="boot-text" aria-label={`Boot order of ${group.name} as text`}>
          <BootFacts graph={graph} drawing={everything} lines={lines} />
        </section>
      </div>
    </div>
  );
}
