import { useId, type ReactNode, type SyntheticEvent } from 'react';
import { PopoverPanel } from '../layout/popover-panel.tsx';
import { InlineCode } from '../problems/inline-code.tsx';
import { KOPS_ERAS } from '../../core/kops/behaviour.ts';
import { preRelease } from '../../core/kops/pre-releases.ts';

/**
 * A small badge beside the version picker naming the behaviour era the output follows. Its
 * meaning shows as a tooltip on hover and on keyboard focus (Escape hides it; it takes no pointer,
 * so a click through it reaches what is under it), and a click or tap opens it as a panel, so a version switch explains itself without taking the output's first line.
 */
export function EraBadge({ version, era: eraName }: { version: string; era: string }) {
  if (version === 'proposal') {
    const note = (
      <>
        Showing the request's proposal, never released: kops 1.10 plus <code>useRawManifest</code> and <code>useRawName</code>,
        with requires and before ignored under a raw manifest.
      </>
    );
    return <Badge label="≈ proposal" name="The request's proposal: what it changes" note={note} />;
  }
  const era = KOPS_ERAS.find((e) => e.label === eraName);
  const pre = preRelease(version);
  const note = <>{pre ? <>kops {version} is a pre-release: it renders as kops {pre.rendersAs}, which </> : <>kops {version} </>}behaves like kops {eraName}{era ? <>: <InlineCode text={era.description} /></> : '.'}</>;
  return <Badge label={`≈ ${eraName}`} name={`Behaves like kops ${eraName}`} note={note} />;
}

/** The badge, its tooltip (hover, focus) and its panel (click). */
function Badge({ label, name, note }: { label: string; name: string; note: ReactNode }) {
  const tip = useId();
  // Escape hides the tooltip until the pointer or the focus leaves (WCAG 1.4.13: dismissible).
  const dismiss = (e: SyntheticEvent<HTMLElement>, on: boolean): void => void e.currentTarget.classList.toggle('dismissed', on);
  return (
    <span
      className="era-badge-wrap"
      onKeyDown={(e) => e.key === 'Escape' && dismiss(e, true)}
      onMouseLeave={(e) => dismiss(e, false)}
      onBlur={(e) => dismiss(e, false)}
    >
      <PopoverPanel label={label} name={name} panelName="kops behaviour" className="era-badge" describedBy={tip}>
        <p className="era-note">{note}</p>
      </PopoverPanel>
      <span id={tip} role="tooltip" className="era-tooltip">{note}</span>
    </span>
  );
}
