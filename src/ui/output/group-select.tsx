import { useId } from 'react';
import type { GroupPlan } from '../../core/index.ts';
import { useStore } from '../store/store.ts';

/** The "Instance group" combobox: each group with its role and how many units it gets. */
export function GroupSelect({ groups, selected }: { groups: readonly GroupPlan[]; selected: GroupPlan }) {
  const id = useId();
  const setGroup = useStore((s) => s.setGroup);
  return (
    <div className="field">
      <label htmlFor={id}>Instance group</label>
      <select id={id} value={selected.name} onChange={(e) => setGroup(e.target.value)}>
        {groups.map((g) => (
          <option key={g.name} value={g.name}>
            {g.document === null ? `Every ${g.role} node (no InstanceGroup in the spec)` : `${g.name} (${g.role})`}: {g.tasks.length} unit{g.tasks.length === 1 ? '' : 's'}
          </option>
        ))}
      </select>
    </div>
  );
}
