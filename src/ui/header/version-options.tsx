import { PROPOSAL } from './kops-versions.ts';
import { PRE_RELEASES, versionChoices } from './version-choices.ts';

/** The select's value that turns it into a text field for a version of one's own (no version looks like it). */
export const OTHER = '…other';

/**
 * The options of a "kops version" picker showing `value`: every release by era, the request's
 * pre-releases under their own label, the request's proposal, then "Other version…".
 */
export function VersionOptions({ value }: { value: string }) {
  const { eras, unplaced } = versionChoices(value);
  return (
    <>
      {eras.map((era) => (
        <optgroup key={era.era} label={`Behaves like kops ${era.era}`}>
          {era.versions.map((v) => <option key={v} value={v}>kops {v}</option>)}
        </optgroup>
      ))}
      <optgroup label="Pre-release, not the default">
        {PRE_RELEASES.map((v) => <option key={v} value={v}>kops {v}</option>)}
      </optgroup>
      {unplaced !== null && (
        <optgroup label="Not a kops release">
          <option value={unplaced}>kops {unplaced}</option>
        </optgroup>
      )}
      <optgroup label="Never released">
        <option value={PROPOSAL}>Proposed: useRawName + useRawManifest</option>
      </optgroup>
      <optgroup label="Not listed">
        <option value={OTHER} data-keeps-menu="">Other version…</option>
      </optgroup>
    </>
  );
}
