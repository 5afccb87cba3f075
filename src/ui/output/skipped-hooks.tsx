import type { SkippedHook } from '../../core/index.ts';
import { SKIP_REASONS } from './skip-reasons.ts';

/** Hooks nodeup skips on this group's nodes, each with why. */
export function SkippedHooks({ skipped }: { skipped: readonly SkippedHook[] }) {
  if (skipped.length === 0) return null;
  return (
    <section className="skipped" aria-labelledby="skipped-heading">
      <h3 id="skipped-heading">Skipped on this group</h3>
      <ul>
        {skipped.map((s) => (
          <li key={`${s.document}:${s.list}:${s.index}`}>
            <code>{s.name}</code> ({s.list === 'cluster' ? 'Cluster' : 'instance group'} hook {s.index + 1}): skipped because {SKIP_REASONS[s.reason]}
          </li>
        ))}
      </ul>
    </section>
  );
}
