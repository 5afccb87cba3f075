import type * as Monaco from 'monaco-editor/esm/vs/editor/editor.api.js';
import { deprecatedReplacement, directiveKind } from '../../../core/systemd/directives.ts';
import { currentBehaviour } from './current-behaviour.ts';
import { directiveDoc, loadDirectiveDocs, sectionPage, type DirectiveDocsTable } from './directive-docs.ts';
import { manifestCompletions, manifestSections, sectionAt, unitTypeOf, type ManifestSuggestion } from './manifest-completions.ts';
import { manifestContext, type ManifestContext } from './manifest-context.ts';

type MonacoApi = typeof Monaco;

/** A directive's hover and completion documentation, in Markdown. */
function directiveMarkdown(docs: DirectiveDocsTable, section: string, key: string): string {
  const doc = directiveDoc(docs, section, key);
  const instead = deprecatedReplacement(key);
  return [
    instead ? `**Deprecated**: use ${instead}` : '',
    doc ? doc.text : '',
    doc ? `*${doc.page}(5), ${docs.systemd.replace(/ \(.*\)$/, '')}*` : '',
  ].filter((p) => p !== '').join('\n\n');
}

function sectionMarkdown(ctx: ManifestContext, section: string): string {
  const page = sectionPage(section);
  const type = unitTypeOf(ctx.name, currentBehaviour());
  return `**[${section}]** section of a .${type} unit${page ? ` (${page}(5))` : ''}.`;
}

function itemKind(monaco: MonacoApi, s: ManifestSuggestion): Monaco.languages.CompletionItemKind {
  const k = monaco.languages.CompletionItemKind;
  return s.kind === 'section' ? k.Module : s.kind === 'value' ? k.EnumMember : k.Property;
}

/**
 * Completion and hover inside a hook's `manifest:` block: the section headers and directives
 * systemd accepts for the unit type and the section at the caret (manifest-completions.ts), the
 * values of enum and boolean directives, with the man page's first sentences as documentation.
 * The documentation loads, as its own chunk, the first time a manifest asks for it.
 */
export function registerManifestProviders(monaco: MonacoApi): Monaco.IDisposable[] {
  const completion = monaco.languages.registerCompletionItemProvider('yaml', {
    triggerCharacters: ['[', '='],
    async provideCompletionItems(model, position) {
      const ctx = manifestContext(model.getLinesContent(), position.lineNumber - 1, position.column - 1);
      if (!ctx) return undefined;
      const { suggestions, from } = manifestCompletions(ctx, currentBehaviour());
      if (suggestions.length === 0) return { suggestions: [] };
      const docs = await loadDirectiveDocs();
      const range = new monaco.Range(position.lineNumber, position.column - (ctx.before.length - from), position.lineNumber, position.column);
      return {
        suggestions: suggestions.map((s): Monaco.languages.CompletionItem => ({
          label: s.label,
          kind: itemKind(monaco, s),
          insertText: s.insertText,
          detail: s.detail,
          sortText: s.sortText,
          range,
          ...(s.kind === 'directive' && s.section && s.key ? { documentation: { value: directiveMarkdown(docs, s.section, s.key) } } : {}),
          ...(s.kind === 'section' ? { documentation: { value: sectionMarkdown(ctx, s.label.slice(1, -1)) } } : {}),
          ...(s.deprecated ? { tags: [monaco.languages.CompletionItemTag.Deprecated] } : {}),
          ...(s.thenValues ? { command: { id: 'editor.action.triggerSuggest', title: 'Suggest values' } } : {}),
        })),
      };
    },
  });
  const hover = monaco.languages.registerHoverProvider('yaml', {
    async provideHover(model, position) {
      const text = model.getLineContent(position.lineNumber);
      const ctx = manifestContext(model.getLinesContent(), position.lineNumber - 1, text.length);
      if (!ctx) return undefined;
      const start = text.length - text.trimStart().length;
      const header = /^\[([^\]]+)\]/.exec(text.slice(start));
      if (header && manifestSections(ctx, currentBehaviour()).includes(header[1] ?? '')) {
        return { range: new monaco.Range(position.lineNumber, start + 1, position.lineNumber, start + (header[0] ?? '').length + 1), contents: [{ value: sectionMarkdown(ctx, header[1] ?? '') }] };
      }
      const key = /^([A-Za-z0-9]+)\s*=/.exec(text.slice(start))?.[1];
      const section = sectionAt(ctx, currentBehaviour());
      if (!key || !section || position.column > start + key.length + 2 || directiveKind(section, key) === undefined) return undefined;
      const docs = await loadDirectiveDocs();
      const kind = directiveKind(section, key);
      return {
        range: new monaco.Range(position.lineNumber, start + 1, position.lineNumber, start + key.length + 2),
        contents: [{ value: `**\`${key}=\`** in [${section}]${kind && kind !== 'other' ? ` · ${kind.replace('-', ' ')}` : ''}` }, { value: directiveMarkdown(docs, section, key) }],
      };
    },
  });
  return [completion, hover];
}
