import { bootDrawing } from '../../core/boot/boot-drawing.ts';
import type { BootGraph, BootNode } from '../../core/boot/types.ts';
import type { Analysis } from '../../core/types.ts';

const quote = (s: string): string => `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

function nodeAttributes(n: BootNode): string {
  const label = `label=${quote(n.unit)}, `;
  const missing = n.presence === 'absent' || n.presence === 'unknown';
  const style = [n.kind === 'systemd' ? 'filled' : 'rounded,filled', missing || n.presence === 'maybe' ? 'dashed' : ''].filter((s) => s !== '').join(',');
  const fill = n.kind === 'hook' ? '#dbe7ff' : n.kind === 'kops' ? '#eeeeee' : '#ffffff';
  const colour = n.kind === 'hook' ? '#326ce5' : '#666666';
  return `[${label}${n.kind === 'systemd' ? 'shape=ellipse, ' : ''}style=${quote(style)}, fillcolor=${quote(fill)}, color=${quote(colour)}]`;
}

/**
 * Graphviz DOT for `dot -Tsvg`: one cluster per instance group, named "Boot order of GROUP". Boxes
 * for hooks (blue) and kops units (grey), ellipses for systemd units, dashed borders for units that
 * may be missing; solid arrows in boot order, dashed arrows for requirements (from the unit to what
 * it pulls in), grey dotted ones for an ordering that does not hold at a reboot, cycles in red.
 */
export function graphDot(analysis: Analysis, graphs: BootGraph[]): string {
  let out = `digraph ${quote(`Boot order, kops ${analysis.behaviour.version}, ${analysis.runtime}, at a reboot`)} {\n`;
  out += '  rankdir=TB;\n  node [shape=box, fontname="Helvetica", fontsize=11];\n  edge [fontname="Helvetica", fontsize=9];\n';
  graphs.forEach((g, i) => {
    const id = (unit: string): string => quote(`${g.group}/${unit}`);
    out += `  subgraph ${quote(`cluster_${i}`)} {\n    label=${quote(`Boot order of ${g.group}`)};\n`;
    const drawing = bootDrawing(g);
    for (const n of drawing.nodes) out += `    ${id(n.unit)} ${nodeAttributes(n)};\n`;
    for (const e of drawing.edges) {
      const attrs = [
        e.kind === 'requirement' ? `style=dashed, label=${quote(e.label)}` : e.kind === 'unbound' ? 'style=dotted, color="#888888", label="not at a reboot"' : '',
        e.cycle ? 'color="#c62828", penwidth=2' : '',
      ].filter((a) => a !== '');
      out += `    ${id(e.from)} -> ${id(e.to)}${attrs.length > 0 ? ` [${attrs.join(', ')}]` : ''};\n`;
    }
    out += '  }\n';
  });
  return `${out}}\n`;
}
