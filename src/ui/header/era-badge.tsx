import { PopoverPanel } from '../layout/popover-panel.tsx';
import { InlineCode } from '../problems/inline-code.tsx';
import { KOPS_VERSION_ERAS } from './kops-versions.ts';

/**
 * A small badge beside the version picker naming the behaviour era the output follows; it opens
 * the era's one-line explanation, so a version switch explains itself without taking the
 * output's first line.
 */
export function EraBadge({ version, era: eraName }: { version: string; era: string }) {
  if (version === 'proposal') {
    return (
      <PopoverPanel label={<>≈ proposal</>} name="The request's proposal: what it changes" panelName="kops behaviour" className="era-badge">
        <p>
          Showing the request's proposal, never released: kops 1.10 plus <code>useRawManifest</code> and <code>useRawName</code>,
          with requires and before ignored under a raw manifest.
        </p>
      </PopoverPanel>
    );
  }
  const era = KOPS_VERSION_ERAS.find((e) => e.era === eraName);
  return (
    <PopoverPanel label={<>≈ {eraName}</>} name={`Behaves like kops ${eraName}`} panelName="kops behaviour" className="era-badge">
      <p className="era-note">
        kops {version} behaves like kops {eraName}{era ? <>: <InlineCode text={era.description} /></> : '.'}
      </p>
    </PopoverPanel>
  );
}
