import { useEffect, useRef } from 'react';
import type { Analysis, GroupPlan } from '../../core/index.ts';
import { hookAtOffset, hookKey } from '../store/hook-key.ts';
import { useStore } from '../store/store.ts';
import { taskOfHook } from '../toggles/toggle-preview.ts';

/**
 * Moving the caret into a hook shows that hook's unit (in the group on screen when it has one
 * there, else in the first group that does), so the unit tab, the toggles and the caret agree.
 * A hook that makes no unit (not written yet, or skipped everywhere) leaves the output as it is.
 *
 * The caret's offset is into the current text: a large spec's analysis arrives from the worker
 * later, so the pick waits until the analysis is of that text (an older one would place the
 * offset in the wrong hook). Only a caret move picks: a new analysis alone must not undo a tab choice.
 */
export function useCaretSelectsUnit(analysis: Analysis, group: GroupPlan | undefined): void {
  const cursor = useStore((s) => s.cursor);
  const text = useStore((s) => s.text);
  const pendingCursor = useRef<number | null>(null);
  useEffect(() => {
    pendingCursor.current = cursor;
  }, [cursor]);
  useEffect(() => {
    if (pendingCursor.current === null || analysis.text !== text) return;
    const hook = hookAtOffset(analysis, pendingCursor.current);
    pendingCursor.current = null;
    if (!hook) return;
    const found = taskOfHook(analysis, hook, group?.name);
    if (!found.task || found.group === undefined) return;
    const s = useStore.getState();
    const key = hookKey(hook);
    if (s.unit === found.task.unit && s.selectedHook === key && found.group === group?.name) return;
    s.selectUnit(found.task.unit, key, found.group === group?.name ? undefined : found.group);
  }, [cursor, analysis, text]);
}
