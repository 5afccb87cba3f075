import { useId } from 'react';
import type { Analysis, Runtime } from '../../core/index.ts';
import { useStore } from '../store/store.ts';

const SOURCE: Record<Analysis['runtimeSource'], string> = {
  option: 'chosen here',
  cluster: 'from the Cluster',
  default: 'kops default',
};

/** The container runtime for execContainer hooks: automatic (Cluster, else kops default) or forced. */
export function RuntimeSelect({ runtime, source }: { runtime: Runtime; source: Analysis['runtimeSource'] }) {
  const id = useId();
  const value = useStore((s) => s.runtime);
  const setRuntime = useStore((s) => s.setRuntime);
  const auto = `Automatic: ${runtime} (${SOURCE[source]})`;
  return (
    <>
      <label htmlFor={id} className="control-label runtime-label"><span className="visually-hidden">Container </span>runtime</label>
      <select id={id} className="runtime-select" value={value} title={value === 'auto' ? auto : value === 'docker' ? 'docker: kops before 1.29 only' : undefined} onChange={(e) => setRuntime(e.target.value as Runtime | 'auto')}>
        <option value="auto">{value === 'auto' ? `${runtime} (auto)` : 'Automatic'}</option>
        <option value="containerd">containerd</option>
        {/* The closed select shows the chosen option in its toolbar width: short when chosen, explained in the list. */}
        <option value="docker">{value === 'docker' ? 'docker' : 'docker (kops before 1.29)'}</option>
      </select>
    </>
  );
}
