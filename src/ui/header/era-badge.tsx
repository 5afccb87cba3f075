import type { Behaviour } from '../../core/index.ts';
import { PopoverPanel } from '../layout/popover-panel.tsx';
import { InlineCode } from '../problems/inline-code.tsx';
import { KOPS_VERSION_ERAS } from './kops-versions.ts';

/**
 * A small badge beside the version picker naming the behaviour era the output follows; it opens
 * the era's one-line explanation, so a version switch explains itself without taking the
 * output's first line.
 */
export function EraBadge({ behaviour }: { behaviour: Behaviour }) {
  if (behaviour.version === 'proposal') {
    return (
      <PopoverPanel label={<>≈ proposal</>} name="The request's proposal: what it changes" panelName="kops behaviour" className="era-badge">
        <p>
          Showing the request's proposal, never released: kops 1.10 plus <code>useRawManifest</code> and <code>useRawName</code>,
          with requires and before ignored under a raw manifest.
        </p>
      </PopoverPanel>
    );
  }
  const era = KOPS_VERSION_ERAS.find((e) => e.era === behaviour.era);
  return (
    <PopoverPanel label={<>≈ {behaviour.era}</>} name={`Behaves like kops ${behaviour.era}`} panelName="kops behaviour" className="era-badge">
      <p className="era-note">
        kops {behaviour.version} behaves like kops {behaviour.era}{era ? <>: <InlineCode text={era.description} /></> : '.'}
      </p>
    </PopoverPanel>
  );
}
