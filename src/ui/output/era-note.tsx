import type { Behaviour } from '../../core/index.ts';
import { KOPS_VERSION_ERAS } from '../header/kops-versions.ts';

/** One line saying which kops behaviour the output follows, so a version switch explains itself. */
export function EraNote({ behaviour }: { behaviour: Behaviour }) {
  if (behaviour.version === 'proposal') {
    return (
      <p className="era-note">
        Showing the request's proposal, never released: kops 1.10 plus <code>useRawManifest</code> and <code>useRawName</code>,
        with requires and before ignored under a raw manifest.
      </p>
    );
  }
  const era = KOPS_VERSION_ERAS.find((e) => e.era === behaviour.era);
  return (
    <p className="era-note">
      kops {behaviour.version} behaves like kops {behaviour.era}{era ? `: ${era.description.replace(/`/g, '')}` : '.'}
    </p>
  );
}
