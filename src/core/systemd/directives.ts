import catalog from './directives.json' with { type: 'json' };

/** How systemd parses a directive's value, where it matters for lint. */
export type DirectiveKind =
  | 'boolean' | 'timespan' | 'enum' | 'unit-list' | 'unit' | 'path' | 'path-list' | 'command' | 'string' | 'other';

/** The sections the catalog covers (one per unit type, plus [Unit] and [Install]). */
export const DIRECTIVE_SECTIONS = Object.keys(catalog.sections) as readonly string[];

const sections = catalog.sections as Record<string, Record<string, DirectiveKind>>;
const enums = catalog.enums as Record<string, string[]>;
const deprecated = catalog.deprecated as Record<string, string>;

/** The systemd version the catalog was generated from (scripts/gen-directives.ts). */
export const DIRECTIVES_SYSTEMD_VERSION: string = catalog.systemd;

/** The kind of `key` in `[section]`, or undefined when systemd does not know that key there. */
export function directiveKind(section: string, key: string): DirectiveKind | undefined {
  return sections[section]?.[key];
}

/** Every key systemd knows in `[section]` (empty for an unknown section). */
export function directiveKeys(section: string): string[] {
  return Object.keys(sections[section] ?? {});
}

/** True when systemd knows `[section]` (an `X-` section is the user's own, also accepted). */
export function isKnownSection(section: string): boolean {
  return section in sections || section.startsWith('X-');
}

/** The sections (other than `except`) in which `key` is valid, in catalog order. */
export function sectionsWithKey(key: string, except?: string): string[] {
  return DIRECTIVE_SECTIONS.filter((s) => s !== except && sections[s]?.[key] !== undefined);
}

/** The values systemd accepts for an enum directive, or undefined when it is not an enum. */
export function enumValues(section: string, key: string): readonly string[] | undefined {
  return enums[`${section}.${key}`];
}

/** What to write instead of a deprecated directive, or undefined when it is current. */
export function deprecatedReplacement(key: string): string | undefined {
  return deprecated[key];
}

/** The unit-file section that holds a unit type's own settings (`swap` → `Swap`). */
export function typeSection(unitType: string): string | undefined {
  const name = unitType.charAt(0).toUpperCase() + unitType.slice(1);
  return name in sections && name !== 'Unit' && name !== 'Install' ? name : undefined;
}
