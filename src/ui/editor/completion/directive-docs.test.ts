import { describe, expect, it } from 'vitest';
import { DIRECTIVES_SYSTEMD_VERSION, deprecatedReplacement, directiveKeys } from '../../../core/systemd/directives.ts';
import table from './directive-docs.json' with { type: 'json' };
import { directiveDoc, sectionPage, type DirectiveDocsTable } from './directive-docs.ts';

const docs = table as DirectiveDocsTable;

// The excerpts come from the man pages of the systemd that directives.json was generated from
// (scripts/gen-directive-docs.ts); the texts below are copied by hand from systemd 252's pages.
describe('directive documentation (systemd 252 man pages)', () => {
  it('is from the systemd of the directive table', () => {
    expect(docs.systemd).toBe(DIRECTIVES_SYSTEMD_VERSION);
    expect(docs.license).toContain('LGPL-2.1-or-later');
  });

  it('finds each directive on the page its section documents it, most specific first', () => {
    expect(directiveDoc(docs, 'Service', 'TimeoutStartSec')).toEqual({
      page: 'systemd.service',
      text: expect.stringMatching(/^Configures the time to wait for start-up\. If a daemon service does not signal start-up completion within the configured time, the service will be considered failed/),
    });
    expect(directiveDoc(docs, 'Service', 'RemainAfterExit')?.text).toBe('Takes a boolean value that specifies whether the service shall be considered active even when all its processes exited. Defaults to no.');
    expect(directiveDoc(docs, 'Service', 'User')?.page).toBe('systemd.exec');
    expect(directiveDoc(docs, 'Swap', 'User')?.page).toBe('systemd.exec');
    expect(directiveDoc(docs, 'Service', 'MemoryMax')?.page).toBe('systemd.resource-control');
    expect(directiveDoc(docs, 'Unit', 'After')?.text).toMatch(/^These two settings expect a space-separated list of unit names\./);
    expect(directiveDoc(docs, 'Install', 'WantedBy')?.page).toBe('systemd.unit');
    expect(directiveDoc(docs, 'Timer', 'OnCalendar')?.text).toMatch(/^Defines realtime \(i\.e\. wallclock\) timers with calendar event expressions\./);
    expect(directiveDoc(docs, 'Timer', 'ExecStart')).toBeUndefined();
    expect(sectionPage('Swap')).toBe('systemd.swap');
  });

  it('documents every current directive of the sections hooks write, save a few compatibility names', () => {
    const undocumented = ['Unit', 'Install', 'Service', 'Swap', 'Mount', 'Timer', 'Path', 'Socket'].flatMap((section) =>
      directiveKeys(section).filter((key) => deprecatedReplacement(key) === undefined && !directiveDoc(docs, section, key)).map((key) => `${section}.${key}`));
    // Old spellings systemd still parses, which its pages no longer describe.
    expect([...new Set(undocumented)].sort()).toEqual([
      'Mount.DefaultMemoryLow', 'Mount.DefaultMemoryMin', 'Mount.InaccessibleDirectories', 'Mount.ReadOnlyDirectories', 'Mount.ReadWriteDirectories',
      'Service.DefaultMemoryLow', 'Service.DefaultMemoryMin', 'Service.InaccessibleDirectories', 'Service.ReadOnlyDirectories', 'Service.ReadWriteDirectories',
      'Socket.DefaultMemoryLow', 'Socket.DefaultMemoryMin', 'Socket.InaccessibleDirectories', 'Socket.ReadOnlyDirectories', 'Socket.ReadWriteDirectories',
      'Swap.DefaultMemoryLow', 'Swap.DefaultMemoryMin', 'Swap.InaccessibleDirectories', 'Swap.ReadOnlyDirectories', 'Swap.ReadWriteDirectories',
      'Unit.BindTo', 'Unit.OnFailureIsolate', 'Unit.PropagateReloadFrom', 'Unit.PropagateReloadTo',
    ]);
  });
});
