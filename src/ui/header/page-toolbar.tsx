import { memo } from 'react';
import type { Analysis } from '../../core/index.ts';
import type { AppSlots } from '../app.tsx';
import { CompareToggle } from '../compare/compare-toggle.tsx';
import { TOOLBAR_FOLDS } from '../layout/breakpoints.ts';
import { useStore } from '../store/store.ts';
import { DownloadUnits } from './download-units.tsx';
import { EraBadge } from './era-badge.tsx';
import { ExamplesSelect } from './examples-select.tsx';
import { OpenFile } from './open-file.tsx';
import { RuntimeSelect } from './runtime-select.tsx';
import { Toolbar, type ToolbarGroup } from './toolbar.tsx';
import { VersionSelect } from './version-select.tsx';

export interface PageToolbarProps {
  slots: AppSlots;
  /** The behaviour the output follows (Analysis.behaviour's version and era). */
  behaviourVersion: string;
  era: string;
  runtime: Analysis['runtime'];
  runtimeSource: Analysis['runtimeSource'];
  /** The group whose units Download zips, and whether it gets none. */
  downloadGroup: string | undefined;
  downloadEmpty: boolean;
}

/**
 * The page's toolbar, given only what it shows: a keystroke makes a new Analysis but changes none
 * of these, so the toolbar does not render again. Rendered with every edit, its selects (some 30
 * kops versions, the examples) set every option's `selected` again, work that sat in the
 * keystroke's own task, and the heaviest of it on the first keystroke, with the code still cold.
 */
export const PageToolbar = memo(function PageToolbar(p: PageToolbarProps) {
  const version = useStore((s) => s.kopsVersion);
  const groups: ToolbarGroup[] = [
    { id: 'spec', label: 'Spec', foldWidth: TOOLBAR_FOLDS.spec, items: <><ExamplesSelect /><OpenFile />{p.slots.spec}</> },
    {
      id: 'kops',
      label: 'kops',
      menuLabel: version === 'proposal' ? 'kops proposal' : `kops ${version}`,
      items: (
        <>
          <span className="control-pair"><VersionSelect /><EraBadge version={p.behaviourVersion} era={p.era} /></span>
          <span className="control-pair"><RuntimeSelect runtime={p.runtime} source={p.runtimeSource} /></span>
          <CompareToggle />
          {p.slots.kops}
        </>
      ),
    },
    {
      id: 'share',
      label: 'Share',
      align: 'end',
      foldWidth: TOOLBAR_FOLDS.share,
      items: <>{p.slots.share}<DownloadUnits groupName={p.downloadGroup} empty={p.downloadEmpty} /></>,
    },
  ];
  return <Toolbar groups={groups} />;
});
