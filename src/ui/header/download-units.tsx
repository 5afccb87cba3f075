import { currentAnalysis } from '../editor/current-analysis.ts';
import { useStore } from '../store/store.ts';
import { selectGroup } from '../output/select-group.ts';

/**
 * "Download units": the selected group's unit files as a .zip laid out under their real paths.
 * Given the group's name and whether it has any file, it reads the units themselves when
 * clicked, from the Analysis on screen: the toolbar need not render again at every keystroke.
 */
export function DownloadUnits({ groupName, empty }: { groupName: string | undefined; empty: boolean }) {
  return (
    <button
      type="button"
      aria-label="Download units"
      disabled={empty}
      title={empty ? 'This group gets no unit files.' : `Unit files of ${groupName} as a .zip`}
      onClick={async () => {
        const analysis = currentAnalysis();
        const group = analysis && selectGroup(analysis, useStore.getState().group, useStore.getState().unit);
        if (!group) return;
        // The zip writer (fflate) loads on the first download, not with the page.
        const { unitsZip } = await import('../output/units-zip.ts');
        const zip = unitsZip(group);
        if (!zip) return;
        const url = URL.createObjectURL(new Blob([zip as Uint8Array<ArrayBuffer>], { type: 'application/zip' }));
        const a = document.createElement('a');
        a.href = url;
        a.download = `${group.name}-units.zip`;
        a.click();
        setTimeout(() => URL.revokeObjectURL(url), 1000);
      }}
    >
      Download
    </button>
  );
}
