import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { duplicateTab, savedText, screenText, storedTexts, tabDraftId, typeAtTop } from './drafts-helpers.ts';
import { openPlayground, waitForMonaco } from './helpers.ts';
import { cliLink, draftSpec } from './share-helpers.ts';

// Issue 18: a draft per tab. Every test works in one browser profile (the pages of one context
// share IndexedDB, localStorage and Web Locks, as the tabs of one browser window do).
test.describe.configure({ timeout: 180_000 });

const SHARED = 'This draft is also open in another tab';

/** The first `n` lines of each stored draft, sorted: the markers typed at the top. */
async function storedHeads(page: Page, n: number): Promise<string[]> {
  return (await storedTexts(page)).map((t) => t.split('\n').slice(0, n).join('\n')).sort();
}

/** Opens "Recent drafts" and returns its list. */
async function recentList(page: Page, count: number) {
  await page.getByText(new RegExp(`^Recent drafts \\(${count}\\)$`)).click();
  return page.getByRole('list', { name: 'Recent drafts' });
}

test('two tabs each type their own text, both close, a third tab shows the newer text and lists the other', async ({ context }) => {
  const one = await context.newPage();
  await openPlayground(one);
  await typeAtTop(one, '# typed in tab one\n');
  await expect.poll(() => savedText(one)).toMatch(/^# typed in tab one\n/);

  const two = await context.newPage();
  await openPlayground(two);
  // Tab one's draft is open there: tab two starts a draft of its own.
  await expect.poll(() => screenText(two)).not.toContain('# typed in tab one');
  await typeAtTop(two, '# typed in tab two\n');
  await expect.poll(() => savedText(two)).toMatch(/^# typed in tab two\n/);
  expect(await savedText(one)).toMatch(/^# typed in tab one\n/);
  expect(await storedHeads(two, 1)).toEqual(['# typed in tab one', '# typed in tab two']);

  // A reload keeps the tab's own draft and sets nothing aside.
  const id = await tabDraftId(one);
  await one.reload();
  await waitForMonaco(one);
  expect(await tabDraftId(one)).toBe(id);
  await expect.poll(() => screenText(one)).toMatch(/^# typed in tab one\n/);
  await expect(one.getByText(/^Recent drafts \(1\)$/)).toBeVisible();

  await one.close();
  await two.close();
  const three = await context.newPage();
  await openPlayground(three);
  await expect.poll(() => screenText(three)).toMatch(/^# typed in tab two\n/);
  const list = await recentList(three, 1);
  await expect(list.getByRole('listitem')).toContainText('# typed in tab one');
  await expect(list.getByRole('listitem')).toContainText(/kops 1\.36/);
  await expect(list.getByRole('listitem')).toContainText(/ · \d+ B · kops 1\.36\.2$/);
  await list.getByRole('button', { name: 'swap1.swap', exact: true }).click();
  await expect.poll(() => screenText(three)).toMatch(/^# typed in tab one\n/);
  await expect(list.getByRole('listitem')).toContainText('# typed in tab two');
  expect(await storedHeads(three, 1)).toEqual(['# typed in tab one', '# typed in tab two']);
});

for (const [what, address, shows] of [
  ['a permalink', () => `/${cliLink(draftSpec('opened-in-tab-two.service'))}`, 'opened-in-tab-two.service'],
  ['?example=', () => '/?example=04-exec-container', 'kops-hook-0'],
] as const) {
  test(`${what} opened in a second tab keeps the first tab's work, in that tab and in storage`, async ({ context }) => {
    const one = await context.newPage();
    await openPlayground(one);
    await typeAtTop(one, '# my work in tab one\n');
    await expect.poll(() => savedText(one)).toMatch(/^# my work in tab one\n/);

    const two = await context.newPage();
    await two.goto(address());
    await expect(two.getByRole('tab', { name: new RegExp(shows) }).first()).toBeVisible();
    // Tab two lists tab one's draft, marked as open elsewhere; nothing was set aside in tab two.
    await expect(two.getByText('is kept in Recent drafts')).toHaveCount(0);
    const list = await recentList(two, 1);
    await expect(list.getByRole('listitem')).toContainText('# my work in tab one');
    await expect(list.getByRole('listitem')).toContainText('open in another tab');

    // Tab one goes on: its draft follows, and tab two's view stays.
    await typeAtTop(one, '# still mine\n');
    await expect.poll(() => savedText(one)).toMatch(/^# still mine\n# my work in tab one\n/);
    // The address follows the text after its own debounce, which can end after the autosave.
    await expect.poll(() => screenText(one)).toMatch(/^# still mine\n# my work in tab one\n/);
    await expect(two.getByRole('tab', { name: new RegExp(shows) }).first()).toBeVisible();
    expect((await storedTexts(two)).filter((t) => t.includes('# my work in tab one'))).toHaveLength(1);
  });
}

for (const navigation of ['navigate', 'back_forward'] as const) {
  test(`a duplicated tab (${navigation}) says the draft is also open in another tab, and typing in both keeps both texts`, async ({ page }) => {
    await openPlayground(page);
    await typeAtTop(page, '# the original\n');
    await expect.poll(() => savedText(page)).toMatch(/^# the original\n/);
    const copy = await duplicateTab(page, navigation);
    await waitForMonaco(copy);
    await expect(copy.getByRole('status').filter({ hasText: SHARED })).toBeVisible({ timeout: 20_000 });
    await expect(copy.getByRole('button', { name: 'Continue as a copy' })).toBeVisible();
    await expect(page.getByText(SHARED)).toHaveCount(0);
    expect(await tabDraftId(copy)).toBe(await tabDraftId(page));

    await typeAtTop(copy, '# typed in the duplicate\n');
    await typeAtTop(page, '# typed in the original\n');
    await expect.poll(() => storedHeads(page, 2)).toEqual([
      '# typed in the duplicate\n# the original',
      '# typed in the original\n# the original',
    ]);
    await expect(copy.getByRole('status').filter({ hasText: 'your edits here are saved as a new draft' })).toBeVisible();
    expect(await tabDraftId(copy)).not.toBe(await tabDraftId(page));
    expect(await savedText(page)).toMatch(/^# typed in the original\n# the original\n/);
    expect(await savedText(copy)).toMatch(/^# typed in the duplicate\n# the original\n/);
  });
}

test('"Continue as a copy" gives the duplicated tab a draft of its own at once; the original is untouched', async ({ page }) => {
  await openPlayground(page);
  await typeAtTop(page, '# the original\n');
  await expect.poll(() => savedText(page)).toMatch(/^# the original\n/);
  const copy = await duplicateTab(page, 'navigate');
  await waitForMonaco(copy);
  await copy.getByRole('button', { name: 'Continue as a copy' }).click({ timeout: 20_000 });
  await expect(copy.getByText(SHARED)).toHaveCount(0);
  await expect(copy.getByRole('status').filter({ hasText: 'You are now working on a copy of this draft.' })).toBeVisible();
  await expect.poll(async () => (await storedTexts(page)).length).toBe(2);
  expect(await tabDraftId(copy)).not.toBe(await tabDraftId(page));
  await typeAtTop(copy, '# the copy\n');
  await expect.poll(() => savedText(copy)).toMatch(/^# the copy\n# the original\n/);
  expect(await savedText(page)).toMatch(/^# the original\n/);
});

test('the same draft opened twice (from Recent drafts in another tab) gives the notice, and the other tab keeps its text', async ({ context }) => {
  const one = await context.newPage();
  await openPlayground(one);
  await typeAtTop(one, '# open twice\n');
  await expect.poll(() => savedText(one)).toMatch(/^# open twice\n/);
  const two = await context.newPage();
  await openPlayground(two, `/${cliLink(draftSpec('two-own.service'))}`);
  await expect.poll(() => savedText(two)).toContain('two-own.service');
  const list = await recentList(two, 1);
  await list.getByRole('button', { name: 'swap1.swap', exact: true }).click();
  await expect(two.getByRole('status').filter({ hasText: SHARED })).toBeVisible({ timeout: 20_000 });
  await expect(list.getByRole('listitem')).toContainText('two-own.service');
  // Close the menu (it lies over the editor), then type.
  await two.getByText(/^Recent drafts \(1\)$/).click();
  await expect.poll(() => screenText(two)).toMatch(/^# open twice\n/);
  await typeAtTop(two, '# edited in tab two\n');
  await expect.poll(() => screenText(two)).toMatch(/^# edited in tab two\n# open twice\n/);
  await expect.poll(() => storedHeads(two, 1)).toEqual(['# edited in tab two', '# open twice', 'hooks:']);
  expect(await savedText(one)).toMatch(/^# open twice\n/);
});
