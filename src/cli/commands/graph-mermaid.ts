import { bootDrawing } from '../../core/boot/boot-drawing.ts';
import type { BootGraph, BootNode } from '../../core/boot/types.ts';
import type { Analysis } from '../../core/types.ts';

const label = (s: string): string => `"${s.replace(/"/g, '#quot;')}"`;

function shape(n: BootNode, id: string): string {
  const text = label(n.unit);
  return `${id}${n.kind === 'systemd' ? `([${text}])` : `[${text}]`}:::${n.kind}`;
}

/**
 * A Mermaid flowchart for documentation: one subgraph per instance group ("Boot order of GROUP"),
 * hooks, kops units and systemd units styled by class (dashed when they may be missing), arrows in
 * boot order, dashed arrows for requirements, grey dotted ones for an ordering that does not hold
 * at a reboot ("not at a reboot"), and the arrows of a cycle in red (linkStyle).
 */
export function graphMermaid(analysis: Analysis, graphs: BootGraph[]): string {
  let out = `flowchart TB\n  %% Boot order at a reboot, kops ${analysis.behaviour.version}, ${analysis.runtime}\n`;
  const red: number[] = [];
  const grey: number[] = [];
  let link = 0;
  graphs.forEach((g, gi) => {
    const drawing = bootDrawing(g);
    const ids = new Map(drawing.nodes.map((n, i) => [n.unit, `g${gi}n${i}`]));
    out += `  subgraph g${gi}[${label(`Boot order of ${g.group}`)}]\n`;
    for (const n of drawing.nodes) out += `    ${shape(n, ids.get(n.unit) as string)}\n`;
    const uncertain = drawing.nodes.filter((n) => n.presence !== 'yes').map((n) => ids.get(n.unit));
    if (uncertain.length > 0) out += `    class ${uncertain.join(',')} maybe\n`;
    for (const e of drawing.edges) {
      const arrow = e.kind === 'requirement' ? `-. ${e.label} .->` : e.kind === 'unbound' ? '-. not at a reboot .->' : '-->';
      out += `    ${ids.get(e.from)} ${arrow} ${ids.get(e.to)}\n`;
      if (e.cycle) red.push(link);
      if (e.kind === 'unbound') grey.push(link);
      link++;
    }
    out += '  end\n';
  });
  out += '  classDef hook fill:#dbe7ff,stroke:#326ce5\n  classDef kops fill:#eeeeee,stroke:#666666\n  classDef systemd fill:#ffffff,stroke:#666666\n  classDef maybe stroke-dasharray:4 3\n';
  if (red.length > 0) out += `  linkStyle ${red.join(',')} stroke:#c62828,stroke-width:2px\n`;
  if (grey.length > 0) out += `  linkStyle ${grey.join(',')} stroke:#888888,stroke-dasharray:2 4\n`;
  return out;
}
