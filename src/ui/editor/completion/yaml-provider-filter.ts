import type * as Monaco from 'monaco-editor/esm/vs/editor/editor.api.js';
import { currentBehaviour } from './current-behaviour.ts';
import { hiddenHookFields } from './hook-fields.ts';
import { documentApiVersion, manifestContext } from './manifest-context.ts';

type MonacoApi = typeof Monaco;

/** True when the position is inside a hook's manifest block, where the systemd providers answer. */
export function inManifest(model: Monaco.editor.ITextModel, position: Monaco.Position): boolean {
  return manifestContext(model.getLinesContent(), position.lineNumber - 1, position.column - 1) !== undefined;
}

const labelOf = (s: Monaco.languages.CompletionItem): string => (typeof s.label === 'string' ? s.label : s.label.label);

/**
 * Monaco as monaco-yaml should see it: its completion and hover providers stay out of manifest
 * blocks (a manifest is a unit file, not YAML, and the systemd providers answer there), and its
 * completion leaves out the hook fields the document's API version and the kops version do not
 * accept (hook-fields.ts). Hands configureMonacoYaml this object rather than patching Monaco.
 */
export function yamlProviderFilter(monaco: MonacoApi): MonacoApi {
  const languages: typeof monaco.languages = Object.create(monaco.languages) as typeof monaco.languages;
  languages.registerCompletionItemProvider = (selector, provider) => monaco.languages.registerCompletionItemProvider(selector, {
    ...provider,
    async provideCompletionItems(model, position, context, token) {
      if (inManifest(model, position)) return { suggestions: [] };
      const list = await provider.provideCompletionItems(model, position, context, token);
      if (!list) return list;
      const hidden = hiddenHookFields(documentApiVersion(model.getLinesContent(), position.lineNumber - 1), currentBehaviour());
      return { ...list, suggestions: list.suggestions.filter((s) => !hidden.has(labelOf(s))) };
    },
  });
  languages.registerHoverProvider = (selector, provider) => monaco.languages.registerHoverProvider(selector, {
    ...provider,
    provideHover(model, position, token, context) {
      return inManifest(model, position) ? undefined : provider.provideHover(model, position, token, context);
    },
  });
  return { ...monaco, languages };
}
