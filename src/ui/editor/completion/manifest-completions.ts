import type { Behaviour } from '../../../core/index.ts';
import { deprecatedReplacement, directiveKeys, directiveKind, enumValues, typeSection, type DirectiveKind } from '../../../core/systemd/directives.ts';
import type { ManifestContext } from './manifest-context.ts';

/** One completion for a line of a manifest; the Monaco adapter only converts it. */
export interface ManifestSuggestion {
  label: string;
  kind: 'section' | 'directive' | 'value';
  insertText: string;
  /** Short text beside the label: the section and how systemd reads the value. */
  detail: string;
  /** The directive's section and key, to find its documentation. */
  section?: string;
  key?: string;
  /** Deprecated directive: what to write instead. */
  deprecated?: string;
  /** Ask for the values next (an enum or a boolean directive was inserted). */
  thenValues?: boolean;
  /** Order among equally good matches: the directives hooks use most first, values as systemd lists them. */
  sortText: string;
}

/** What the suggestions replace on the caret's line: `[start, end)` in columns of `ctx.before` (0-based). */
export interface ManifestCompletions {
  suggestions: ManifestSuggestion[];
  /** Offset into `ctx.before` where the replaced text starts (the rest up to the caret is replaced). */
  from: number;
}

const KIND_TEXT: Record<DirectiveKind, string> = {
  boolean: 'boolean', timespan: 'time span', enum: 'one of a list', 'unit-list': 'unit names', unit: 'a unit name', path: 'a path',
  'path-list': 'paths', command: 'a command line', string: 'text', other: 'value',
};
const BOOLEANS = ['yes', 'no'];

// Offered first among equal matches, in this order: the directives the published specs of
// ../shared/wild/ use (ExecStart=, Type=, Description=, ExecStartPost=...) and the settings each
// unit type hooks write needs.
const COMMON = [
  'Type', 'ExecStart', 'ExecStartPre', 'ExecStartPost', 'RemainAfterExit', 'TimeoutStartSec', 'Restart', 'RestartSec', 'Environment',
  'EnvironmentFile', 'User', 'WorkingDirectory', 'ExecStop', 'Description', 'After', 'Before', 'Requires', 'Wants', 'ConditionPathExists',
  'DefaultDependencies', 'WantedBy', 'RequiredBy', 'What', 'Where', 'Options', 'Priority', 'OnCalendar', 'OnBootSec', 'OnUnitActiveSec',
  'Persistent', 'Unit', 'ListenStream', 'PathExists', 'PathChanged',
];

/** The unit type kops gives the hook's file: its name's suffix when kops keeps it, else `service`. */
export function unitTypeOf(name: string | undefined, behaviour: Pick<Behaviour, 'keptSuffixes'>): string {
  const suffix = behaviour.keptSuffixes.find((s) => name?.endsWith(s));
  return suffix ? suffix.slice(1) : 'service';
}

/**
 * The sections a manifest may hold: a raw one, [Unit], the type's own and [Install]; a wrapped
 * one is only the body of kops's [Service] (v1.36.0:nodeup/pkg/model/hooks.go SetSection), so
 * none: its lines are [Service]'s.
 */
export function manifestSections(ctx: ManifestContext, behaviour: Pick<Behaviour, 'keptSuffixes' | 'useRawManifest'>): string[] {
  if (!ctx.raw || !behaviour.useRawManifest) return [];
  const own = typeSection(unitTypeOf(ctx.name, behaviour));
  return ['Unit', ...(own ? [own] : []), 'Install'];
}

/** The section whose directives fit at the caret: [Service] in a wrapped manifest, the header above in a raw one. */
export function sectionAt(ctx: ManifestContext, behaviour: Pick<Behaviour, 'keptSuffixes' | 'useRawManifest'>): string | undefined {
  return ctx.raw && behaviour.useRawManifest ? ctx.section : 'Service';
}

function directive(section: string, key: string): ManifestSuggestion {
  const kind = directiveKind(section, key) ?? 'other';
  const instead = deprecatedReplacement(key);
  return {
    label: `${key}=`, kind: 'directive', insertText: `${key}=`, section, key, sortText: COMMON.includes(key) ? `0${String(COMMON.indexOf(key)).padStart(2, '0')}` : `1${key}`,
    detail: `[${section}] · ${KIND_TEXT[kind]}`,
    ...(instead ? { deprecated: instead } : {}),
    ...(kind === 'enum' || kind === 'boolean' ? { thenValues: true } : {}),
  };
}

/**
 * The completions for the caret's line of a manifest: after `Key=`, the values systemd takes
 * for an enum or boolean directive; after `[`, or on a line of a raw manifest, the section headers
 * it may hold; otherwise the directives of the section at the caret. Only what systemd accepts in
 * that section of that unit type (the table generated from systemd, directives.json).
 */
export function manifestCompletions(ctx: ManifestContext, behaviour: Pick<Behaviour, 'keptSuffixes' | 'useRawManifest'>): ManifestCompletions {
  const sections = manifestSections(ctx, behaviour);
  const section = sectionAt(ctx, behaviour);
  const line = ctx.before;
  const eq = line.indexOf('=');
  if (eq > 0) {
    const key = line.slice(0, eq).trim();
    if (!section) return { suggestions: [], from: line.length };
    const kind = directiveKind(section, key);
    const values = kind === 'boolean' ? BOOLEANS : kind === 'enum' ? enumValues(section, key) ?? [] : [];
    return {
      suggestions: values.map((v, i) => ({ label: v, kind: 'value', insertText: v, detail: `${key}= in [${section}]`, section, key, sortText: String(i).padStart(3, '0') })),
      from: eq + 1,
    };
  }
  const headers = sections.map((s, i): ManifestSuggestion => ({ label: `[${s}]`, kind: 'section', insertText: `[${s}]`, detail: 'section', sortText: `2${i}` }));
  if (line.startsWith('[')) return { suggestions: headers, from: 0 };
  if (/[^A-Za-z0-9]/.test(line)) return { suggestions: [], from: line.length };
  const known = section !== undefined && (sections.length === 0 || sections.includes(section));
  const directives = known ? directiveKeys(section).map((k) => directive(section, k)) : [];
  return { suggestions: [...directives, ...headers], from: 0 };
}
