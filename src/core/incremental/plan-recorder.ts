import { planGroup, type GroupInput, type PlanMemo, type PlanSettings } from '../kops/plan-group.ts';
import type { replanGroup } from '../kops/replan-group.ts';
import type { PlanCache } from '../kops/plan.ts';
import type { GroupPlan, HookSpec } from '../types.ts';
import { sameValue } from './same-value.ts';
import { tokenOf, type HookToken, type PlanState } from './state.ts';

/**
 * The PlanCache of one analysis: a group whose input and settings equal those of the group at the
 * same place in the previous analysis (hooks compared by token) gets the previous plan, the very
 * same object; one where a few hooks changed gets the previous plan with those hooks' tasks built
 * again (replanGroup, when the caller passes it and that can be shown equal); any other group is
 * planned by `planGroup`, with the same result. Only an edit has a previous analysis, so replanGroup
 * comes from the edit's caller (analyze-edit.ts): the page loads it with the incremental analysis,
 * after its first paint.
 * Built units are remembered by hook token across analyses. Records every input and plan for the
 * next analysis.
 */
export class PlanRecorder implements PlanCache {
  settings: PlanSettings | null = null;
  readonly inputs: GroupInput[] = [];
  readonly plans: GroupPlan[] = [];
  memo: WeakMap<HookToken, Map<string, unknown>> = new WeakMap();
  private reusable = false;

  constructor(private readonly previous?: PlanState, private readonly replan?: typeof replanGroup) {}

  planGroup(input: GroupInput, settings: PlanSettings, position: number): GroupPlan {
    if (this.settings === null) {
      this.settings = settings;
      const previous = this.previous;
      this.reusable = previous !== undefined && previous.settings !== null && sameValue(previous.settings, settings);
      if (this.reusable && previous) this.memo = previous.memo;
    }
    const before = this.reusable ? this.previous?.inputs[position] : undefined;
    const earlier = before && this.previous?.plans[position];
    const memo = tokenMemo(this.memo);
    // The same hooks: the same plan. A few changed: only their tasks are built again.
    const reused = before && earlier && (sameValue(before, input) ? earlier : this.replan?.(before, earlier, input, settings, memo, sameHook));
    const plan = reused || planGroup(input, settings, memo);
    this.inputs.push(input);
    this.plans.push(plan);
    return plan;
  }

  /** The state to keep beside the analysis. */
  state(track: PlanState['track']): Omit<PlanState, 'lintFrom'> {
    return { track, settings: this.settings, inputs: this.inputs, plans: this.plans, memo: this.memo };
  }
}

const sameHook = (a: HookSpec, b: HookSpec): boolean => tokenOf(a) === tokenOf(b);

/** planGroup's memo, keyed by token: a moved hook finds the units built for it before it moved. */
function tokenMemo(byToken: WeakMap<HookToken, Map<string, unknown>>): PlanMemo {
  return {
    get: (hook: HookSpec) => byToken.get(tokenOf(hook)),
    set: (hook: HookSpec, built: Map<string, unknown>) => byToken.set(tokenOf(hook), built),
  };
}
