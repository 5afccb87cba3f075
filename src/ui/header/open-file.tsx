import { useState } from 'react';
import { openFile } from '../drafts/drafts-entry.tsx';
import { workerAhead } from '../store/use-analysis.ts';

/**
 * "Open YAML file": a real file input (styled as a button reading "Open") that loads a local file,
 * or brings back every draft of a drafts file ("Download all drafts").
 */
export function OpenFile() {
  const [error, setError] = useState<string | null>(null);
  return (
    <span className="open-file">
      <label className="file-button" title="Open a YAML file from this computer (or drop it on the editor)">
        Open<span className="visually-hidden"> YAML file</span>
        <input
          type="file"
          accept=".yaml,.yml,.json,text/yaml,application/yaml,text/plain"
          onChange={async (e) => {
            const input = e.currentTarget;
            const file = input.files?.[0];
            if (!file) return;
            // The analysis worker starts as the file is read (store/use-analysis.ts).
            workerAhead(file.size);
            setError(await openFile(file));
            input.value = '';
          }}
        />
      </label>
      {error && <span className="control-error" role="alert">{error}</span>}
    </span>
  );
}
