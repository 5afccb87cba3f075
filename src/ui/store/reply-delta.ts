import type { Analysis, HookSpec, Task } from '../../core/index.ts';

/** An Analysis as the worker sends it: without its text, which the page already holds. */
export type BareAnalysis = Omit<Analysis, 'text'>;

/**
 * A reply on the wire: a task that equals the one at the same place in the previous reply is
 * `null`; a hook that equals the previous one moved by some offset (text typed above it) is
 * `{ $shift }`. Typing in one hook of a 1,000-hook spec then sends that hook's tasks and the
 * shifts, not the 1.5 MB of JSON the main thread would parse on every keystroke.
 */
type WireAnalysis = Omit<BareAnalysis, 'groups' | 'spec'> & {
  groups: Array<Omit<BareAnalysis['groups'][number], 'tasks'> & { tasks: Array<Task | null> }>;
  spec: Omit<BareAnalysis['spec'], 'documents'> & {
    documents: Array<Omit<BareAnalysis['spec']['documents'][number], 'hooks'> & { hooks: Array<HookSpec | { $shift: number }> }>;
  };
};

/** The last reply a channel's worker sent; the page names it (`base`) when it has decoded it. */
export interface ReplyMemory {
  id: number;
  analyses: BareAnalysis[];
}

function isRange(value: object): value is { start: number; end: number } {
  const keys = Object.keys(value);
  return keys.length === 2 && typeof (value as { start?: unknown }).start === 'number' && typeof (value as { end?: unknown }).end === 'number';
}

/** Deep equality where every `{ start, end }` of `a` sits `shift` later than in `b`. */
export function equalShifted(a: unknown, b: unknown, shift: number): boolean {
  if (a === b && shift === 0) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return a === b;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!equalShifted(a[i], b[i], shift)) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  if (isRange(a)) return isRange(b) && a.start === b.start + shift && a.end === b.end + shift;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  for (const key of keys) {
    if (!Object.hasOwn(b, key) || !equalShifted((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], shift)) return false;
  }
  return true;
}

/** A copy of `value` with every `{ start, end }` moved by `shift`. */
export function shifted<T>(value: T, shift: number): T {
  if (Array.isArray(value)) return value.map((v: unknown) => shifted(v, shift)) as T;
  if (typeof value !== 'object' || value === null) return value;
  if (isRange(value)) return { start: value.start + shift, end: value.end + shift } as T;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) out[key] = shifted(v, shift);
  return out as T;
}

/**
 * The worker's side: `analyses` as JSON, leaving out what the page already has from the reply it
 * names as `base` (when that is the reply this worker remembers; otherwise everything is sent).
 */
export function encodeReply(id: number, analyses: BareAnalysis[], memory: ReplyMemory | null, base: number): { json: string; memory: ReplyMemory } {
  const previous = memory !== null && memory.id === base ? memory.analyses : [];
  const wire: WireAnalysis[] = analyses.map((analysis, k) => {
    const before = previous[k];
    return {
      ...analysis,
      groups: analysis.groups.map((group, g) => {
        const old = before?.groups[g]?.tasks;
        return { ...group, tasks: group.tasks.map((task, t) => (old?.[t] !== undefined && equalShifted(task, old[t], 0) ? null : task)) };
      }),
      spec: {
        ...analysis.spec,
        documents: analysis.spec.documents.map((doc, d) => {
          const old = before?.spec.documents[d]?.hooks;
          return {
            ...doc,
            hooks: doc.hooks.map((hook, h) => {
              const was = old?.[h];
              if (was === undefined) return hook;
              const shift = hook.range.start - was.range.start;
              return equalShifted(hook, was, shift) ? { $shift: shift } : hook;
            }),
          };
        }),
      },
    };
  });
  return { json: JSON.stringify(wire), memory: { id, analyses } };
}

/** The page's side: the analyses of a reply, reusing the objects of `previous` (the reply it extends). */
export function decodeReply(json: string, previous: readonly BareAnalysis[] | null): BareAnalysis[] {
  const wire = JSON.parse(json) as WireAnalysis[];
  return wire.map((analysis, k) => {
    const before = previous?.[k];
    const missing = (what: string): never => {
      throw new Error(`analysis reply refers to a ${what} the page does not have`);
    };
    return {
      ...analysis,
      groups: analysis.groups.map((group, g) => ({
        ...group,
        tasks: group.tasks.map((task, t) => task ?? before?.groups[g]?.tasks[t] ?? missing('task')),
      })),
      spec: {
        ...analysis.spec,
        documents: analysis.spec.documents.map((doc, d) => ({
          ...doc,
          hooks: doc.hooks.map((hook, h) => {
            if (!('$shift' in hook)) return hook;
            const was = before?.spec.documents[d]?.hooks[h] ?? missing('hook');
            return hook.$shift === 0 ? was : shifted(was, hook.$shift);
          }),
        })),
      },
    };
  });
}
