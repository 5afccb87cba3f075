import { readFileSync } from 'node:fs';

/** A V8 .cpuprofile, as `node --cpu-prof` writes it (the fields read here). */
interface Profile {
  nodes: Array<{ id: number; callFrame: { functionName: string; url: string }; children?: number[] }>;
  samples: number[];
  timeDeltas: number[];
}

/** A phase of a run and the share of profiled time spent in it. */
export interface Phase {
  phase: string;
  ms: number;
  share: number;
}

const YAML_PARSE = 'YAML parse: the yaml package (parseAllDocuments, or inside parseSpec)';

/**
 * Which phase a sample belongs to, from its stack (leaf first). Names are the core's exported
 * steps (analyzePlan, withLint), the spec reader (parseSpec, or parseSpecTracked as analyzePlan
 * calls it) and yaml's parseAllDocuments, as the
 * unminified CLI build keeps them; a sample under none of them is start-up, module loading or
 * file I/O. The garbage
 * collector has no stack: V8 records it apart.
 */
function phaseOf(stack: Array<{ functionName: string; url: string }>): string {
  if (stack[0]?.functionName === '(garbage collector)') return 'garbage collection (all phases)';
  const has = (name: string) => stack.some((f) => f.functionName === name);
  if (has('lintText') || has('lintGithub') || has('lintJson') || has('lintSarif')) return 'formatting the report';
  if (has('withLint')) return 'lint rules (withLint)';
  if (has('parseAllDocuments')) return YAML_PARSE;
  if (has('parseSpec') || has('parseSpecTracked')) {
    return stack.some((f) => /[\\/]node_modules[\\/]yaml[\\/]/.test(f.url)) ? YAML_PARSE : 'reading hooks from the YAML tree (parseSpec)';
  }
  if (has('analyzePlan') || has('analyzePlanOnce')) return 'planning nodeup tasks and building units (analyzePlan)';
  if (has('(idle)') || stack[0]?.functionName === '(idle)') return 'idle (waiting on I/O)';
  return 'start-up, module loading, reading the file';
}

/** Splits the time of a `node --cpu-prof` profile into the phases of a `kops-hooks` run. */
export function profilePhases(file: string): Phase[] {
  const p = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const perNode = new Map<number, number>();
  p.samples.forEach((id, i) => perNode.set(id, (perNode.get(id) ?? 0) + (p.timeDeltas[i] ?? 0)));
  const totals = new Map<string, number>();
  let all = 0;
  for (const [id, us] of perNode) {
    const stack: Array<{ functionName: string; url: string }> = [];
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const node = byId.get(at);
      if (node) stack.push(node.callFrame);
    }
    const phase = phaseOf(stack);
    totals.set(phase, (totals.get(phase) ?? 0) + us);
    all += us;
  }
  return [...totals].map(([phase, us]) => ({ phase, ms: us / 1000, share: us / Math.max(all, 1) })).sort((a, b) => b.ms - a.ms);
}
