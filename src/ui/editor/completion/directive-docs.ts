/** The man pages that document each section's directives, most specific first (systemd.directives(7)). */
const PAGES: Record<string, readonly string[]> = {
  Unit: ['systemd.unit'],
  Install: ['systemd.unit'],
  // [Service] still reads a few [Unit] settings under their old place (StartLimitBurst=...): systemd.unit(5) last.
  Service: ['systemd.service', 'systemd.exec', 'systemd.kill', 'systemd.resource-control', 'systemd.unit'],
  Socket: ['systemd.socket', 'systemd.exec', 'systemd.kill', 'systemd.resource-control'],
  Mount: ['systemd.mount', 'systemd.exec', 'systemd.kill', 'systemd.resource-control'],
  Swap: ['systemd.swap', 'systemd.exec', 'systemd.kill', 'systemd.resource-control'],
  Automount: ['systemd.automount'],
  Timer: ['systemd.timer'],
  Path: ['systemd.path'],
  Slice: ['systemd.slice', 'systemd.resource-control'],
  Scope: ['systemd.scope', 'systemd.kill', 'systemd.resource-control'],
};

/** The generated excerpts (scripts/gen-directive-docs.ts): page → directive → first sentences. */
export interface DirectiveDocsTable {
  systemd: string;
  license: string;
  pages: Record<string, Record<string, string>>;
}

/** A directive's documentation: the man page it is from, and its first sentences. */
export interface DirectiveDoc {
  page: string;
  text: string;
}

/** Where `key` of `[section]` is documented in `table`, or undefined. */
export function directiveDoc(table: DirectiveDocsTable, section: string, key: string): DirectiveDoc | undefined {
  for (const page of PAGES[section] ?? []) {
    const text = table.pages[page]?.[key];
    if (text !== undefined) return { page, text };
  }
  return undefined;
}

/** The man page of a section (`Service` → systemd.service), for a header's hover. */
export function sectionPage(section: string): string | undefined {
  return PAGES[section]?.[0];
}

let loading: Promise<DirectiveDocsTable> | undefined;

/** The table, loaded once on first use: its own chunk, fetched only when a manifest asks for documentation. */
export function loadDirectiveDocs(): Promise<DirectiveDocsTable> {
  loading ??= import('./directive-docs.json').then((m) => m.default as DirectiveDocsTable);
  return loading;
}
