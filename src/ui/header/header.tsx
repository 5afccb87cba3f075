import { memo, type ReactNode } from 'react';
import type { Analysis } from '../../core/index.ts';
import { VersionSelect } from './version-select.tsx';
import { RuntimeSelect } from './runtime-select.tsx';
import { ExamplesSelect } from './examples-select.tsx';
import { OpenFile } from './open-file.tsx';
import { DownloadUnits } from './download-units.tsx';
import { CompareToggle } from '../compare/compare-toggle.tsx';

/**
 * The page header: the tool's name and every global control. `children` is a slot for more
 * controls (sharing adds "Copy link" there), so features compose without editing this file.
 */
export const Header = memo(function Header({ analysis, children }: { analysis: Analysis; children?: ReactNode }) {
  return (
    <header className="app-header">
      <h1>kops hook playground</h1>
      <div className="header-controls">
        <VersionSelect />
        <RuntimeSelect runtime={analysis.runtime} source={analysis.runtimeSource} />
        <CompareToggle />
        <ExamplesSelect />
        <OpenFile />
        <DownloadUnits analysis={analysis} />
        {children}
      </div>
    </header>
  );
});
