import { test, expect } from './fixtures.ts';
import type { Page } from '@playwright/test';
import { fillStorage, savedText } from './drafts-helpers.ts';
import { bombLink, cliLink, decoded, draftSpec, TWO_GROUPS } from './share-helpers.ts';
import { NEW_SPEC_TEXT } from '../src/ui/examples/new-spec.ts';

/** The view's link as the page computes it, from the "Permalink" box. */
async function permalink(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Copy link' }).click();
  const box = page.getByRole('textbox', { name: 'Permalink' });
  await expect(box).toHaveValue(/#v1\./);
  return box.inputValue();
}

/** Opens `fragment` in a fresh page load and waits until its text is autosaved as the draft. */
async function openAsDraft(page: Page, fragment: string, marker: string): Promise<void> {
  await page.goto(`/${fragment}`);
  await expect.poll(() => savedText(page)).toContain(marker);
}

test('a link made by the CLI opens the same text, version, runtime, group and unit in a fresh browser', async ({ page }) => {
  const link = cliLink(TWO_GROUPS, ['--kops-version', '1.22.6', '--runtime', 'docker', '--ig', 'batch', '--unit', 'cluster-wide.service']);
  await page.goto(`/${link}`);
  await expect(page.getByRole('combobox', { name: 'kops version' })).toHaveValue('1.22.6');
  await expect(page.getByRole('combobox', { name: 'Container runtime' })).toHaveValue('docker');
  await expect(page.getByRole('combobox', { name: 'Instance group' })).toHaveValue('batch');
  await expect(page.getByRole('tab', { name: 'cluster-wide.service' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('region', { name: 'Unit file content' })).toContainText('ExecStart=/bin/echo cluster');
  expect(decoded(await permalink(page))).toEqual({
    text: TWO_GROUPS, kopsVersion: '1.22.6', runtime: 'docker', group: 'batch', unit: 'cluster-wide.service', view: 'units',
  });
  // Nothing to set aside on a first visit.
  await expect(page.getByText('is kept in Recent drafts')).toHaveCount(0);
});

test('opening a link over a draft keeps the draft in "Recent drafts", and it can be reopened', async ({ page }) => {
  await openAsDraft(page, cliLink(draftSpec('draft-a.service')), 'draft-a.service');
  await page.goto('about:blank');
  await page.goto(`/${cliLink(draftSpec('link-b.service'))}`);
  await expect(page.getByRole('status').filter({ hasText: 'Your previous draft ("draft-a.service") is kept in Recent drafts.' })).toBeVisible();
  await page.getByText(/^Recent drafts \(1\)$/).click();
  const list = page.getByRole('list', { name: 'Recent drafts' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('listitem')).toContainText('draft-a.service');
  await list.getByRole('button', { name: 'draft-a.service', exact: true }).click();
  expect(decoded(await permalink(page)).text).toBe(draftSpec('draft-a.service'));
  // The link's text, replaced in turn, is now the one set aside (Copy link, pressed outside the
  // menu, closed it).
  await page.getByText(/^Recent drafts \(1\)$/).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('listitem')).toContainText('link-b.service');
});

test('"New" starts a minimal spec, keeps the old one, and the address follows with replaceState only', async ({ page }) => {
  await openAsDraft(page, cliLink(draftSpec('before-new.service')), 'before-new.service');
  const historyLength = await page.evaluate(() => history.length);
  await page.getByRole('button', { name: 'New', exact: true }).click();
  await expect.poll(() => decoded(page.url()).text).toBe(NEW_SPEC_TEXT);
  expect(await page.evaluate(() => history.length)).toBe(historyLength);
  await page.getByText(/^Recent drafts \(1\)$/).click();
  await expect(page.getByRole('list', { name: 'Recent drafts' })).toContainText('before-new.service');
});

for (const [name, link, message] of [
  ['truncated', () => cliLink(TWO_GROUPS).slice(0, 40), 'This link is incomplete'],
  ['bad base64', () => `${cliLink(TWO_GROUPS).slice(0, 30)}*${cliLink(TWO_GROUPS).slice(31)}`, 'This link is damaged: it contains "*"'],
  ['a future version', () => '#v9.AAAA', 'This link was made by a newer playground (link format v9)'],
  ['a deflate bomb', bombLink, 'This link expands to more than 1 MiB of text'],
] as const) {
  test(`a hostile link (${name}) shows its message and leaves the draft intact`, async ({ page }) => {
    await openAsDraft(page, cliLink(draftSpec('precious.service')), 'precious.service');
    await page.goto('about:blank');
    await page.goto(`/${link()}`);
    const alert = page.getByRole('alert').filter({ hasText: 'This link could not be opened.' });
    await expect(alert).toContainText(message);
    await expect(alert).toContainText('Your draft was not changed.');
    expect(decoded(await permalink(page)).text).toBe(draftSpec('precious.service'));
    await expect(page.getByText(/^Recent drafts \(0\)$/)).toBeVisible();
  });
}

test('the permalink box measures the link: warns past 2,000 characters, offers the YAML file past 8,000', async ({ page }) => {
  // High-entropy manifests, so that the link length grows with the hook count.
  let seed = 42;
  const noise = (length: number): string => Array.from({ length }, () => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) >>> 16).toString(36).slice(-1)).join('');
  const hooks = (n: number, noiseLength: number): string => `hooks:\n${Array.from({ length: n }, (_, i) => `- name: h${i}.service\n  manifest: "ExecStart=/bin/echo ${noise(noiseLength)}"\n`).join('')}`;
  const meter = async (fragment: string): Promise<void> => {
    await page.goto('about:blank');
    await page.goto(`/${fragment}`);
    await page.getByRole('button', { name: 'Copy link' }).click();
  };
  await meter(cliLink(draftSpec('short.service')));
  await expect(page.getByText(/characters\. Fits in a chat message\./)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download YAML' })).toHaveCount(0);
  await meter(cliLink(hooks(8, 400)));
  await expect(page.getByText(/characters\. Longer than 2,000 characters: some chat apps cut links this long\./)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download YAML' })).toHaveCount(0);
  await meter(cliLink(hooks(20, 600)));
  await expect(page.getByText(/characters\. Too long for most chats and issue trackers: share the YAML file instead\./)).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download YAML' }).click();
  expect((await download).suggestedFilename()).toBe('hooks.yaml');
});

test('?example=ID opens a gallery example', async ({ page }) => {
  await page.goto('/?example=04-exec-container');
  await expect(page.getByRole('tab', { name: /kops-hook-0/ }).first()).toBeVisible();
});

test('with storage refusing every write, a link opened over on-screen text still keeps that text in Recent drafts', async ({ page, baseURL }) => {
  await fillStorage(page, baseURL);
  await page.goto(`/${cliLink(draftSpec('unsaved-a.service'))}`);
  await expect(page.getByRole('tab', { name: 'unsaved-a.service' })).toBeVisible();
  // A link pasted into the address bar of the open tab: no reload, the page follows the hash.
  const linkB = cliLink(draftSpec('link-b.service'));
  await page.evaluate((hash) => { location.hash = hash; }, linkB);
  await expect(page.getByRole('tab', { name: 'link-b.service' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Your previous draft ("unsaved-a.service") is kept in Recent drafts. This browser cannot save it' })).toBeVisible();
  await page.getByText(/^Recent drafts \(1\)$/).click();
  await expect(page.getByText('Browser storage is full: this list lasts until the tab closes.')).toBeVisible();
  await page.getByRole('list', { name: 'Recent drafts' }).getByRole('button', { name: 'unsaved-a.service', exact: true }).click();
  expect(decoded(await permalink(page)).text).toBe(draftSpec('unsaved-a.service'));
});
