import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';

// The toolbar stays one row at every width (TOOLBAR_FOLDS in src/ui/layout/breakpoints.ts): each
// width just above a fold is the tightest case, so a group that grows (as the kops group did with
// "Compare versions", then the node's OS) fails here instead of wrapping the toolbar onto two rows. The output pane's
// header lays out the instance group by the pane's width (layout.css, container queries).
const WIDTHS = [360, 600, 800, 801, 960, 1024, 1100, 1101, 1260, 1261, 1280, 1440, 1470, 1471, 1660, 1661, 1920];

test('the toolbar is one row at every width; the output\'s header fits the instance group beside its tabs or on a row of its own', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 800 });
  await page.goto('./');
  await expect(page.getByRole('tab', { name: 'swap1.swap' })).toBeVisible();
  const seen: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    // Media queries reach React a render later: measure again until the layout has settled.
    let entry = '';
    await expect(async () => {
      const first = await measure(page, width);
      expect(await measure(page, width), `layout at ${width} px settled`).toBe(first);
      entry = first;
    }).toPass({ timeout: 10_000 });
    seen.push(entry);
  }
  // Which toolbar groups are in the row (in brackets: folded into its menu, or the name hidden),
  // and where the output's header puts the instance group.
  expect(seen).toEqual([
    '360: (name) (Spec) (kops) (Share); group alone',
    '600: (name) (Spec) (kops) (Share); group alone, labelled',
    '800: (name) (Spec) (kops) (Share); group alone, labelled',
    '801: (name) (Spec) kops (Share); group below tabs',
    '960: (name) (Spec) kops (Share); group below tabs',
    '1024: (name) (Spec) kops (Share); group below tabs',
    '1100: (name) (Spec) kops (Share); group below tabs',
    '1101: (name) Spec kops (Share); group below tabs',
    '1260: (name) Spec kops (Share); group beside tabs',
    '1261: (name) Spec kops Share; group beside tabs',
    '1280: (name) Spec kops Share; group beside tabs',
    '1440: (name) Spec kops Share; group beside tabs',
    '1470: (name) Spec kops Share; group beside tabs, labelled',
    '1471: (name) Spec kops Share; group beside tabs, labelled',
    '1660: (name) Spec kops Share; group beside tabs, labelled',
    '1661: name Spec kops Share; group beside tabs, labelled',
    '1920: name Spec kops Share; group beside tabs, labelled',
  ]);
});

/** One width's toolbar and output header, as a line of the table above; throws while it is not laid out yet. */
async function measure(page: Page, width: number): Promise<string> {
  const banner = page.getByRole('banner');
    await expect(banner.getByRole('group', { name: 'kops' }).or(banner.getByRole('button', { name: /^kops / }))).toBeVisible();
  // One row: the toolbar is as tall as one control plus its padding, and nothing is wider than the screen.
  expect((await banner.boundingBox())!.height, `toolbar height at ${width} px`).toBeLessThanOrEqual(49);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `page width at ${width} px`).toBe(width);
  // The output's header too: its view tabs and the instance group side by side (the
  // "Instance group" label gives way first), or the group on a row of its own, full width,
  // where the pane is narrow. Narrow screens have pane tabs, and the group alone in the header.
  const group = (await page.getByRole('combobox', { name: 'Instance group' }).boundingBox())!;
  const label = (await page.getByText('Instance group', { exact: true }).boundingBox())!;
  const pane = (await page.getByRole('region', { name: 'Output' }).boundingBox())!;
  const labelShown = label.width > 1;
  expect(Math.round(group.x + group.width), `instance group's right edge at ${width} px`).toBe(Math.round(pane.x + pane.width) - 12);
  let header = 'group alone';
  if (width > 800) {
    const tabs = (await page.getByRole('tablist', { name: 'Output' }).boundingBox())!;
    header = group.y < tabs.y + tabs.height ? 'group beside tabs' : 'group below tabs';
  }
  if (header !== 'group beside tabs') {
    const left = labelShown ? label.x : group.x;
    expect(Math.round(left), `instance group's row starts at the pane's edge at ${width} px`).toBe(Math.round(pane.x) + 12);
  }
  header += labelShown ? ', labelled' : '';
  const shown = await Promise.all(['Spec', 'kops', 'Share'].map(async (g) => ((await banner.getByRole('group', { name: g }).count()) ? g : `(${g})`)));
  // Hidden, the name stays in the heading for screen readers, as a 1 px box.
  const name = (await banner.getByText('kops hook playground').boundingBox())!.width > 1 ? 'name' : '(name)';
  return `${width}: ${[name, ...shown].join(' ')}; ${header}`;
}
