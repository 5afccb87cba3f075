import EditorWorker from './workers/editor.worker.ts?worker';
import YamlWorker from './workers/yaml.worker.ts?worker';

/**
 * Tells Monaco where its workers come from: both are bundled by Vite as same-origin module
 * workers (`?worker`), so nothing is fetched from a CDN and the CSP needs no blob: or remote
 * script source.
 */
export function installMonacoEnvironment(): void {
  self.MonacoEnvironment = {
    getWorker(_moduleId: string, label: string): Worker {
      return label === 'yaml' ? new YamlWorker() : new EditorWorker();
    },
  };
}
