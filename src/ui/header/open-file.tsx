import { useState } from 'react';
import { loadText } from '../editor/load-text.ts';
import { readYamlFile } from '../editor/read-yaml-file.ts';

/** "Open YAML file": a real file input (styled as a button reading "Open") that loads a local file. */
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
            const result = await readYamlFile(file);
            setError(result.error);
            if (result.text !== null) loadText(result.text, `"${file.name}"`);
            input.value = '';
          }}
        />
      </label>
      {error && <span className="control-error" role="alert">{error}</span>}
    </span>
  );
}
