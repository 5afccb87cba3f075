import { useState } from 'react';
import { openFile } from '../drafts/open-file.ts';

/** "Open YAML file": a real file input (styled as a button) that loads a local file (or a drafts file). */
export function OpenFile() {
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="field">
      <label className="file-button">
        Open YAML file
        <input
          type="file"
          accept=".yaml,.yml,.json,text/yaml,application/yaml,text/plain"
          onChange={async (e) => {
            const input = e.currentTarget;
            const file = input.files?.[0];
            if (!file) return;
            setError(await openFile(file));
            input.value = '';
          }}
        />
      </label>
      {error && <span className="error-text" role="alert">{error}</span>}
    </div>
  );
}
