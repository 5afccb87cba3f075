import { describe, expect, it } from 'vitest';
import { bootDrawing } from '../../core/boot/boot-drawing.ts';
import { bootGraph } from '../../core/boot/boot-graph.ts';
import { analyze } from '../../core/index.ts';
import { layoutDrawing, type PlacedEdge, type PlacedNode } from './layout-drawing.ts';

// Issue 39, point 10: "a docker.service → docker.socket arrow crosses the whole drawing". On a
// kops 1.21 Docker node docker.service Requires=docker.socket (v1.21.5:nodeup/pkg/model/docker.go),
// and the socket comes before basic.target, far above the service. The requirement arrow is laid
// out with the boot order, so it goes around the boxes between them.
const SPEC = 'hooks:\n- name: load-modules\n  before: [kubelet.service]\n  execContainer:\n    image: busybox:1.36\n';

/** Whether the segment a–b passes through the inside of box `n` (shrunk by 1 px: touching its border is fine). */
function crosses(a: { x: number; y: number }, b: { x: number; y: number }, n: PlacedNode): boolean {
  const [left, right, top, bottom] = [n.x - n.width / 2 + 1, n.x + n.width / 2 - 1, n.y - n.height / 2 + 1, n.y + n.height / 2 - 1];
  // Liang–Barsky clipping: does any part of the segment lie inside the rectangle?
  let t0 = 0;
  let t1 = 1;
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  for (const [p, q] of [[-dx, a.x - left], [dx, right - a.x], [-dy, a.y - top], [dy, bottom - a.y]] as const) {
    if (p === 0) {
      if (q < 0) return false;
      continue;
    }
    const t = q / p;
    if (p < 0) t0 = Math.max(t0, t);
    else t1 = Math.min(t1, t);
    if (t0 > t1) return false;
  }
  return true;
}

function boxesCrossed(e: PlacedEdge, nodes: PlacedNode[]): string[] {
  const others = nodes.filter((n) => n.node.unit !== e.edge.from && n.node.unit !== e.edge.to);
  return others.filter((n) => e.points.some((p, i) => i > 0 && crosses(e.points[i - 1] as { x: number; y: number }, p, n))).map((n) => n.node.unit);
}

describe('the Boot order drawing\'s layout', () => {
  const analysis = analyze(SPEC, { kopsVersion: '1.21.0', runtime: 'docker' });
  const group = analysis.groups.find((g) => g.role === 'Node');
  const layout = layoutDrawing(bootDrawing(bootGraph(analysis, group as NonNullable<typeof group>)));

  it('routes docker.service\'s requirement on docker.socket around the boxes between them, ending at the socket', () => {
    const e = layout.edges.find((x) => x.edge.kind === 'requirement' && x.edge.from === 'docker.service' && x.edge.to === 'docker.socket');
    expect(e).toBeDefined();
    const socket = layout.nodes.find((n) => n.node.unit === 'docker.socket') as PlacedNode;
    const service = layout.nodes.find((n) => n.node.unit === 'docker.service') as PlacedNode;
    // The socket is well above the service (basic.target and containerd.service between them).
    expect(service.y - socket.y).toBeGreaterThan(2 * socket.height);
    expect(e?.points.length).toBeGreaterThan(2);
    expect(boxesCrossed(e as PlacedEdge, layout.nodes)).toEqual([]);
    // Drawn from the service to the socket: its arrowhead is at the socket.
    const last = e?.points.at(-1) as { x: number; y: number };
    expect(Math.abs(last.y - socket.y)).toBeLessThanOrEqual(socket.height / 2 + 1);
  });

  it('no arrow of this drawing passes through a box it does not join', () => {
    expect(layout.edges.flatMap((e) => boxesCrossed(e, layout.nodes).map((u) => `${e.edge.from} → ${e.edge.to} crosses ${u}`))).toEqual([]);
  });
});
