import type { LineOrigin, Task } from '../../core/index.ts';
import type { BareAnalysis } from './reply-delta.ts';

/**
 * A full reply on the wire (a file just opened): the analyses as they are, but with what the
 * worker's plan shares sent once. A hook that runs on every role is one Task object in every
 * group's list, and each line's origin is one of a few dozen values: JSON would write such a task
 * once per group and each origin once per line. Here a task seen before is its number (in the
 * order tasks are first met), and a line origin is its number in `origins`. A 5,000-hook spec's
 * reply goes from 14.0 MB to 7.4 MB of JSON, which the page reads on its main thread (issue 47).
 */
interface FullWire {
  origins: LineOrigin[];
  analyses: Array<Omit<BareAnalysis, 'groups'> & {
    groups: Array<Omit<BareAnalysis['groups'][number], 'tasks'> & { tasks: Array<WireTask | number> }>;
  }>;
}
type WireTask = Omit<Task, 'lineOrigins'> & { lineOrigins: number[] };

/** The worker's side: `analyses` as FullWire JSON. */
export function encodeFull(analyses: readonly BareAnalysis[]): string {
  const origins: LineOrigin[] = [];
  // By value (the planner makes a new origin object for many lines), and by object first.
  const originIds = new Map<string, number>();
  const seenOrigins = new Map<LineOrigin, number>();
  const originId = (origin: LineOrigin): number => {
    let id = seenOrigins.get(origin);
    if (id !== undefined) return id;
    const key = JSON.stringify(origin);
    id = originIds.get(key);
    if (id === undefined) {
      id = origins.length;
      originIds.set(key, id);
      origins.push(origin);
    }
    seenOrigins.set(origin, id);
    return id;
  };
  const taskIds = new Map<Task, number>();
  const wire: FullWire = {
    origins,
    analyses: analyses.map((analysis) => ({
      ...analysis,
      groups: analysis.groups.map((group) => ({
        ...group,
        tasks: group.tasks.map((task) => {
          const seen = taskIds.get(task);
          if (seen !== undefined) return seen;
          taskIds.set(task, taskIds.size);
          return { ...task, lineOrigins: task.lineOrigins.map(originId) };
        }),
      })),
    })),
  };
  return JSON.stringify(wire);
}

/**
 * The page's side: the analyses, equal to `JSON.parse(JSON.stringify(analyses))`, with a task
 * shared by groups one object again (as in the worker) and equal origins one object (they are
 * only ever read). Rebuilt in place, in one pass over the tasks and their lines.
 */
export function decodeFull(json: string): BareAnalysis[] {
  const { origins, analyses } = JSON.parse(json) as FullWire;
  const tasks: Task[] = [];
  for (const analysis of analyses) {
    for (const group of analysis.groups) {
      const list = group.tasks as Array<WireTask | number | Task>;
      for (let t = 0; t < list.length; t++) {
        const task = list[t]!;
        if (typeof task === 'number') {
          const seen = tasks[task];
          if (!seen) throw new Error('analysis reply refers to a task it has not sent');
          list[t] = seen;
          continue;
        }
        const lines = task.lineOrigins as Array<number | LineOrigin>;
        for (let i = 0; i < lines.length; i++) lines[i] = origins[lines[i] as number]!;
        tasks.push(task as Task);
      }
    }
  }
  return analyses as unknown as BareAnalysis[];
}
