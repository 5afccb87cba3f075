import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { fillStorage, LEGACY_DRAFT_KEY, LEGACY_RECENT_KEY, savedText, screenText, storedDrafts, storedTexts, typeAtTop } from './drafts-helpers.ts';
import { openPlayground } from './helpers.ts';
import { draftSpec } from './share-helpers.ts';

// Issue 18: crash recovery, and the move from the old localStorage format to IndexedDB.
test.describe.configure({ timeout: 180_000 });

test('a tab that dies mid-edit: its text was autosaved one pause after typing stopped, with no unload event, and the next load shows it', async ({ context }) => {
  const tab = await context.newPage();
  // Records any sign of the page going away: the save below must not depend on one.
  await tab.addInitScript(() => {
    const left = (e: Event): void => sessionStorage.setItem('e2e-left', e.type);
    for (const type of ['pagehide', 'beforeunload', 'unload', 'freeze']) addEventListener(type, left, true);
    document.addEventListener('visibilitychange', left, true);
  });
  await openPlayground(tab);
  await typeAtTop(tab, '# typed just before the crash\n');
  // Read from another page of the profile, which does not disturb the typing tab. The autosave
  // comes one 300 ms pause after the last key (src/ui/drafts/draft-session.tsx); 2.5 s leaves room for
  // a loaded machine.
  const reader = await context.newPage();
  await reader.goto('/?embed&readonly');
  await expect.poll(async () => (await storedTexts(reader)).join('\n'), { timeout: 2_500 }).toContain('# typed just before the crash');
  expect(await tab.evaluate(() => sessionStorage.getItem('e2e-left'))).toBeNull();

  const crashed = tab.waitForEvent('crash');
  const cdp = await context.newCDPSession(tab);
  void cdp.send('Page.crash').catch(() => undefined);
  await crashed;
  await reader.close();

  const next = await context.newPage();
  await openPlayground(next);
  await expect.poll(() => screenText(next)).toMatch(/^# typed just before the crash\n/);
  await expect(next.getByText(/^Recent drafts \(0\)$/)).toBeVisible();
});

/** Writes the old keys exactly as the localStorage builds did (src/ui/store/persist.ts and src/ui/share/recent-drafts.ts before issue 18). */
async function seedOldFormat(page: Page, now: number): Promise<void> {
  const draft = { version: 1, text: draftSpec('old-draft.service'), kopsVersion: '1.10.1', runtime: 'auto', savedAt: now - 60_000 };
  const recent = {
    version: 1,
    drafts: [
      { text: draftSpec('old-recent-a.service'), kopsVersion: '1.22.6', runtime: 'docker', savedAt: now - 3_600_000 },
      // Older than 30 days: it must survive the move all the same.
      { text: draftSpec('old-recent-b.service'), kopsVersion: '1.36.0', runtime: 'auto', savedAt: now - 45 * 86_400_000 },
      // The old list also held the current draft at times: it becomes one draft, not two.
      { text: draftSpec('old-draft.service'), kopsVersion: '1.10.1', runtime: 'auto', savedAt: now - 7_200_000 },
    ],
  };
  await page.addInitScript(([keys, values]) => {
    if (sessionStorage.getItem('e2e-seeded')) return;
    sessionStorage.setItem('e2e-seeded', '1');
    localStorage.setItem(keys[0], values[0]);
    localStorage.setItem(keys[1], values[1]);
  }, [[LEGACY_DRAFT_KEY, LEGACY_RECENT_KEY], [JSON.stringify(draft), JSON.stringify(recent)]] as const);
}

const oldKeys = (page: Page) => page.evaluate((keys) => keys.map((k) => localStorage.getItem(k)), [LEGACY_DRAFT_KEY, LEGACY_RECENT_KEY]);

test('the old localStorage draft and Recent drafts list move to IndexedDB on first load; the old keys go only after', async ({ page }) => {
  await seedOldFormat(page, Date.now());
  await openPlayground(page);
  await expect.poll(() => screenText(page)).toBe(draftSpec('old-draft.service'));
  await expect(page.getByRole('combobox', { name: 'kops version' })).toHaveValue('1.10.1');
  await page.getByText(/^Recent drafts \(2\)$/).click();
  const list = page.getByRole('list', { name: 'Recent drafts' });
  await expect(list.getByRole('listitem')).toHaveText([/^old-recent-a\.service.* · kops 1\.22\.6$/, /^old-recent-b\.service.* · kops 1\.36\.0$/]);
  expect(await storedTexts(page)).toEqual(['old-draft.service', 'old-recent-a.service', 'old-recent-b.service'].map(draftSpec).sort());
  expect(await oldKeys(page)).toEqual([null, null]);
  expect((await storedDrafts(page)).find((d) => d.text === draftSpec('old-recent-a.service'))).toMatchObject({ kopsVersion: '1.22.6', runtime: 'docker' });
  expect(await savedText(page)).toBe(draftSpec('old-draft.service'));

  await page.reload();
  await expect.poll(() => screenText(page)).toBe(draftSpec('old-draft.service'));
  await expect(page.getByText(/^Recent drafts \(2\)$/)).toBeVisible();
  expect(await storedTexts(page)).toHaveLength(3);
});

test('when IndexedDB cannot take the old drafts (storage full), the old keys stay and the drafts are still shown', async ({ page, baseURL }) => {
  await fillStorage(page, baseURL);
  await seedOldFormat(page, Date.now());
  await openPlayground(page);
  await expect.poll(() => screenText(page)).toBe(draftSpec('old-draft.service'));
  await expect(page.getByRole('status').filter({ hasText: 'Browser storage is full' })).toBeVisible();
  await page.getByText(/^Recent drafts \(2\)$/).click();
  await expect(page.getByRole('list', { name: 'Recent drafts' }).getByRole('listitem')).toHaveCount(2);
  expect(await storedTexts(page)).toEqual([]);
  const [draftRaw, listRaw] = await oldKeys(page);
  expect(JSON.parse(draftRaw ?? 'null')).toMatchObject({ version: 1, text: draftSpec('old-draft.service') });
  expect((JSON.parse(listRaw ?? 'null') as { drafts: unknown[] }).drafts).toHaveLength(3);
});
