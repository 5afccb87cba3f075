import { test, expect } from './fixtures.ts';
import { duplicateTab, savedText, typeAtTop } from './drafts-helpers.ts';
import { chooseExample, openPlayground, waitForMonaco } from './helpers.ts';

// Issue 49 §8, the page's small things: Recent drafts gives a draft's name its row and says that
// the draft is also open in another tab where its list covers that notice; the group picker
// names a role's nodes in words; "the request" is explained where the page names it.

test.describe.configure({ timeout: 180_000 });

const SHARED = 'This draft is also open in another tab';

test('Recent drafts: a draft\'s name keeps its row, and the list repeats the "also open in another tab" notice it covers', async ({ page }) => {
  await openPlayground(page);
  const name = '# the swap hooks of the blue cluster, before the upgrade';
  await typeAtTop(page, `${name}\n`);
  await expect.poll(() => savedText(page)).toMatch(/^# the swap hooks of the blue cluster/);
  await page.getByRole('button', { name: 'New', exact: true }).click();
  await typeAtTop(page, '# the second draft\n');
  await expect.poll(() => savedText(page)).toMatch(/^# the second draft\n/);
  const copy = await duplicateTab(page, 'navigate');
  await waitForMonaco(copy);
  const notice = copy.getByRole('status').filter({ hasText: SHARED }).first();
  await expect(notice).toBeVisible({ timeout: 20_000 });

  await copy.getByText(/^Recent drafts \(1\)$/).click();
  const list = copy.getByRole('list', { name: 'Recent drafts' });
  // Its name is its first hook's (draft-title.ts); the comment typed above is its first line, in the details.
  const item = list.getByRole('listitem').filter({ hasText: name });
  const open = item.getByRole('button', { name: 'swap1.swap', exact: true });
  await expect(open).toBeVisible();
  // The name has the row (it was squeezed to 26 px beside the details), Remove beside it.
  const box = (await open.boundingBox())!;
  const remove = (await item.getByRole('button', { name: 'Remove draft swap1.swap' }).boundingBox())!;
  expect(box.width).toBeGreaterThan(200);
  expect(Math.abs(remove.y - box.y)).toBeLessThan(4);
  // The notice under the toolbar is under the open list now: the list says it, with its way out.
  // (Not a second status: a screen reader has the strip's.)
  const menu = copy.locator('.recent-drafts-body');
  await expect(menu.getByText(SHARED)).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Continue as a copy' })).toBeVisible();
  await expect(copy.getByRole('status').filter({ hasText: SHARED })).toHaveCount(1);
});

test('the group picker names a role\'s nodes in words', async ({ page }) => {
  await page.goto('./');
  const picker = page.getByRole('combobox', { name: 'Instance group' });
  await expect(picker.getByRole('option')).toHaveText([/^Every control-plane node · \d+ units?$/, /^Every worker node · \d+ units?$/]);
});

test('"the request" is explained in the Examples list and beside the toggles', async ({ page }) => {
  await openPlayground(page);
  const explained = /^"The request" is the 2018 kops issue the playground starts from, "Add option to skip building hook systemd unit and use raw manifest"/;
  await page.getByRole('button', { name: 'Examples', exact: true }).click();
  await expect(page.getByRole('group', { name: 'Examples', exact: true }).getByText(explained)).toBeVisible();
  await page.keyboard.press('Escape');
  await chooseExample(page, 'The request, step 1: a swap unit as first written');
  await page.getByText('What is “the request”?').click();
  await expect(page.getByRole('region', { name: /^Toggles for hook/ }).getByText(explained)).toBeVisible();
});
