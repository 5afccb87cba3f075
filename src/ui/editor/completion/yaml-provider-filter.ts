import type * as Monaco from 'monaco-editor/esm/vs/editor/editor.api.js';
import { currentAnalysis } from '../current-analysis.ts';
import { LARGE_TEXT_LINES } from '../large-text-options.ts';
import { currentBehaviour } from './current-behaviour.ts';
import { hiddenFileAssetFields } from './file-asset-fields.ts';
import { hiddenHookFields } from './hook-fields.ts';
import { documentApiVersion, manifestContext } from './manifest-context.ts';

type MonacoApi = typeof Monaco;

/** True when the position is inside a hook's manifest block, where the systemd providers answer. */
export function inManifest(model: Monaco.editor.ITextModel, position: Monaco.Position): boolean {
  return manifestContext(model.getLinesContent(), position.lineNumber - 1, position.column - 1) !== undefined;
}

const labelOf = (s: Monaco.languages.CompletionItem): string => (typeof s.label === 'string' ? s.label : s.label.label);

/**
 * The suggestion as plain text when its snippet has no tab stop: yaml-language-server marks even a
 * bare value (`InstanceGroup`) as a snippet, and Monaco's `acceptSuggestionOnEnter: 'smart'` lets
 * Enter take any snippet, so Enter after a whole word replaced it by itself instead of starting a
 * new line (`kind: InstanceGroupspec:`). As plain text, Enter takes it only when it changes the word.
 */
function withoutEmptySnippet(monaco: MonacoApi, s: Monaco.languages.CompletionItem): Monaco.languages.CompletionItem {
  const snippet = monaco.languages.CompletionItemInsertTextRule.InsertAsSnippet;
  if (!s.insertTextRules || (s.insertTextRules & snippet) === 0 || /(^|[^\\])\$(\d|\{|[A-Za-z_])/.test(s.insertText)) return s;
  return { ...s, insertText: s.insertText.replace(/\\([$}\\])/g, '$1'), insertTextRules: s.insertTextRules & ~snippet };
}

/**
 * Monaco as monaco-yaml should see it: its completion and hover providers stay out of manifest
 * blocks (a manifest is a unit file, not YAML, and the systemd providers answer there), and its
 * completion leaves out the hook fields the document's API version and the kops version do not
 * accept (hook-fields.ts), and a fileAsset's `mode` where kops has none (file-asset-fields.ts), and inserts plain values as plain text (withoutEmptySnippet); its code actions
 * wait while the text is large. Hands
 * configureMonacoYaml this object rather than patching Monaco.
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
      for (const field of hiddenFileAssetFields(currentAnalysis()?.behaviour.version)) hidden.add(field);
      return { ...list, suggestions: list.suggestions.filter((s) => !hidden.has(labelOf(s))).map((s) => withoutEmptySnippet(monaco, s)) };
    },
  });
  languages.registerHoverProvider = (selector, provider) => monaco.languages.registerHoverProvider(selector, {
    ...provider,
    provideHover(model, position, token, context) {
      return inManifest(model, position) ? undefined : provider.provideHover(model, position, token, context);
    },
  });
  // The lightbulb asks for code actions at the caret after every change, and monaco-yaml's parse
  // the whole text in its worker first: seconds on the second core at 5,000 hooks, while the
  // analysis worker plans the file just opened (issue 47). With its validation off it has no
  // finding of its own to act on; the core's fixes come from code-actions.ts.
  languages.registerCodeActionProvider = (selector, provider, metadata) => monaco.languages.registerCodeActionProvider(selector, {
    ...provider,
    provideCodeActions(model, range, context, token) {
      return model.getLineCount() >= LARGE_TEXT_LINES ? undefined : provider.provideCodeActions(model, range, context, token);
    },
  }, metadata);
  return { ...monaco, languages };
}
