import { useId } from 'react';
import type { GroupPlan, Role } from '../../core/index.ts';
import { useStore } from '../store/store.ts';

const plural = (n: number): string => `${n} unit${n === 1 ? '' : 's'}`;

/** A role's nodes in words ("Every Node node" said nothing); short, as the header's select is 18rem at most. */
const NODES_OF: Record<Role, string> = {
  ControlPlane: 'control-plane node',
  Node: 'worker node',
  APIServer: 'API server node',
  Bastion: 'bastion',
};

/** The option of a group made for a role (the spec has no InstanceGroup), e.g. `Every worker node`. */
export const everyNodeLabel = (role: Role): string => `Every ${NODES_OF[role]}`;

/** The "Instance group" combobox: each group with its role and how many units it gets. */
export function GroupSelect({ groups, selected }: { groups: readonly GroupPlan[]; selected: GroupPlan }) {
  const id = useId();
  const setGroup = useStore((s) => s.setGroup);
  return (
    <span className="group-select">
      <label htmlFor={id} className="control-label">Instance group</label>
      <select
        id={id}
        value={selected.name}
        title={selected.document === null ? 'The spec has no InstanceGroup: one group per role, as kops would treat every node of that role.' : undefined}
        onChange={(e) => setGroup(e.target.value)}
      >
        {groups.map((g) => (
          <option key={g.name} value={g.name}>
            {g.document === null ? everyNodeLabel(g.role) : `${g.name} (${g.role})`} · {plural(g.tasks.length)}
          </option>
        ))}
      </select>
    </span>
  );
}
