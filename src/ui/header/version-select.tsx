import { useStore } from '../store/store.ts';
import { KopsVersionPicker } from './kops-version-picker.tsx';

/** The toolbar's "kops version" picker: every release by behaviour era, the request's proposal, any version typed. */
export function VersionSelect() {
  const version = useStore((s) => s.kopsVersion);
  const setVersion = useStore((s) => s.setKopsVersion);
  return <KopsVersionPicker label="kops version" value={version} onChange={setVersion} className="version-select" />;
}
