import type { Analysis } from '../../core/index.ts';
import { useStore } from '../store/store.ts';
import { selectGroup } from '../output/select-group.ts';

/** "Download units": the selected group's unit files as a .zip laid out under their real paths. */
export function DownloadUnits({ analysis }: { analysis: Analysis }) {
  const groupName = useStore((s) => s.group);
  const group = selectGroup(analysis, groupName);
  const empty = !group || group.tasks.every((t) => t.definition === null);
  return (
    <button
      type="button"
      aria-label="Download units"
      disabled={empty}
      title={empty ? 'This group gets no unit files.' : `Unit files of ${group.name} as a .zip`}
      onClick={async () => {
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
