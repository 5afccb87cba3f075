import { KOPS_ERAS, NEWEST_KOPS_VERSION } from '../../core/kops/behaviour.ts';
import { useStore } from '../store/store.ts';
import { useCompareStore, type CompareSide } from './compare-store.ts';

/**
 * Turns compare mode on. The first time, it compares the version and runtime on screen with the
 * newest kops (an upgrade preview); when the page already shows the newest, it compares the
 * newest release of the era before with it.
 */
export function startCompare(): void {
  const c = useCompareStore.getState();
  if (c.from.kopsVersion !== '' && c.to.kopsVersion !== '') return c.setOn(true);
  const s = useStore.getState();
  const current: CompareSide = { kopsVersion: s.kopsVersion, runtime: s.runtime };
  if (s.kopsVersion !== NEWEST_KOPS_VERSION) c.open({ from: current, to: { kopsVersion: NEWEST_KOPS_VERSION, runtime: 'auto' } });
  else c.open({ from: { kopsVersion: KOPS_ERAS.at(-2)?.versions.at(-1) ?? NEWEST_KOPS_VERSION, runtime: 'auto' }, to: current });
}

/**
 * The toolbar's "Compare versions" toggle button (aria-pressed), in the kops group: the output
 * pane compares two versions (its "Comparison" view). It reads "Compare" in the toolbar's row
 * and "Compare versions" where a folded group stacks its controls in a menu.
 */
export function CompareToggle() {
  const on = useCompareStore((s) => s.on);
  return (
    <button
      type="button"
      aria-pressed={on}
      aria-label="Compare versions"
      className="compare-toggle"
      title="Preview an upgrade: what changes on every node between two kops versions or runtimes"
      onClick={() => (on ? useCompareStore.getState().setOn(false) : startCompare())}
    >
      <CompareIcon />
      Compare<span className="in-menu"> versions</span>
    </button>
  );
}

/** Two opposed arrows: one version to another. */
function CompareIcon() {
  return (
    <svg className="icon" width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M2 5h10M9 2l3 3-3 3M14 11H4M7 8l-3 3 3 3" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
