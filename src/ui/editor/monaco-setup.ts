import 'monaco-editor/esm/vs/editor/edcore.main.js';
import 'monaco-editor/esm/vs/basic-languages/yaml/yaml.contribution.js';
import * as monaco from 'monaco-editor/esm/vs/editor/editor.api.js';
import { loader } from '@monaco-editor/react';
import { configureMonacoYaml } from 'monaco-yaml';
import { installMonacoEnvironment } from './monaco-env.ts';
import { HOOK_SCHEMA } from './hook-schema.ts';
import { registerFixActions } from './code-actions.ts';
import { defineThemes } from './monaco-themes.ts';
import { registerManifestProviders } from './completion/manifest-providers.ts';
import { yamlProviderFilter } from './completion/yaml-provider-filter.ts';

/** The URI of the one model; the schema is bound to it. */
export const MODEL_PATH = 'file:///hooks.yaml';

let done = false;

/**
 * One-time Monaco set-up, in the lazy chunk: the editor core without other languages (keeps the
 * chunk lean), YAML tokens, monaco-yaml with the hook schema (completion and hovers outside
 * manifests, without the fields the document's API version or the kops version refuse;
 * validation is off because the core's diagnostics are the single source of problems), systemd
 * completion and hovers inside manifests, the quick-fix provider, and `loader.config` so
 * @monaco-editor/react uses this bundle instead of a CDN.
 */
export function setupMonaco(): typeof monaco {
  if (done) return monaco;
  done = true;
  installMonacoEnvironment();
  loader.config({ monaco: monaco as unknown as Parameters<typeof loader.config>[0]['monaco'] });
  configureMonacoYaml(yamlProviderFilter(monaco), {
    enableSchemaRequest: false,
    validate: false,
    completion: true,
    hover: true,
    schemas: [{ uri: 'inmemory://kops-hooks/schema.json', fileMatch: [MODEL_PATH], schema: HOOK_SCHEMA }],
  });
  registerManifestProviders(monaco);
  registerFixActions(monaco);
  defineThemes(monaco);
  return monaco;
}
