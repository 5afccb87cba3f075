
/** "Download all drafts": every draft, the one on screen included, as one JSON file ("Open YAML file" reads it back). */
export function DownloadDrafts() {
  return (
    <p className="hint">
      <button
        type="button"
        onClick={async () => {
          const { draftsFileName, exportDrafts } = await import('../drafts/drafts-transfer.ts');
          const now = Date.now();
          const url = URL.createObjectURL(new Blob([exportDrafts(now)], { type: 'application/json' }));
          const a = document.createElement('a');
          a.href = url;
          a.download = draftsFileName(now);
          a.click();
          setTimeout(() => URL.revokeObjectURL(url), 1000);
        }}
      >
        Download all drafts
      </button>{' '}
      Open the file with "Open YAML file" (or drop it on the editor) to bring the drafts back.
    </p>
  );
}
