import type { Analysis, HookSpec, Task } from '../../core/index.ts';
import { shiftHook } from '../../core/incremental/shift-hook.ts';
import { equalShifted } from '../../core/incremental/shift-ranges.ts';
import { decodeFull, encodeFull } from './reply-shared.ts';

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

/**
 * The worker's side: `analyses` as JSON, leaving out what the page already has from the reply it
 * names as `base` (when that is the reply this worker remembers; otherwise everything is sent).
 */
export function encodeReply(id: number, analyses: BareAnalysis[], memory: ReplyMemory | null, base: number): { json: string; memory: ReplyMemory; full: boolean } {
  const previous = memory !== null && memory.id === base ? memory.analyses : [];
  // Nothing to leave out (a file just opened): the analyses as they are, with what they share
  // sent once (reply-shared.ts), not compared task by task with nothing (issue 47).
  if (previous.length === 0) return { json: encodeFull(analyses), memory: { id, analyses }, full: true };
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
  return { json: JSON.stringify(wire), memory: { id, analyses }, full: false };
}

/**
 * The page's side: the analyses of a reply, reusing the objects of `previous` (the reply it
 * extends). `full`: the worker said the reply leaves nothing out (encodeReply's `full`), so it is
 * the analyses as they are (reply-shared.ts), read without looking for changes.
 */
export function decodeReply(json: string, previous: readonly BareAnalysis[] | null, full = false): BareAnalysis[] {
  if (full) return decodeFull(json);
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
            return hook.$shift === 0 ? was : shiftHook(was, hook.$shift);
          }),
        })),
      },
    };
  });
}
