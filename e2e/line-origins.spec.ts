import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { openPlayground, showOutputView, unitContent, waitForMonaco } from './helpers.ts';

// Every unit line traced to its YAML line or to the kops rule that wrote it (issue "Why is this
// line here"), on the request's swap hook (examples/01-swap-request.yaml): lines 1-5 of the unit
// are kops's wrapper but line 3, which comes from `requires:` (YAML line 13); line 6 on is the
// manifest (YAML lines 15-24), one line each.
test.describe.configure({ timeout: 120_000 });

const SWAP = './?example=01-swap-request';

/** A line of the unit on screen, by its exact text (its number comes from CSS, not text). */
function unitLine(page: Page, text: string): Locator {
  return unitContent(page).locator('.line').filter({ hasText: new RegExp(`^${text.replace(/[[\]]/g, '\\$&')}\\n?$`) });
}

/** The region that explains the line pointed at. */
function why(page: Page): Locator {
  return page.getByRole('region', { name: 'Why this line' });
}

/** Each YAML line the editor shows: its number, its mark's colour (or null) and whether it is highlighted. */
async function editorLines(page: Page): Promise<Array<{ line: number; mark: string | null; highlighted: boolean }>> {
  return page.evaluate(() => {
    const editor = document.querySelector('.monaco-editor')!;
    const highlightedTops = new Set(Array.from(editor.querySelectorAll('.view-overlays > div'), (row) => row as HTMLElement)
      .filter((row) => row.querySelector('.origin-highlight')).map((row) => row.style.top));
    return Array.from(editor.querySelectorAll('.margin-view-overlays > div'), (row) => row as HTMLElement).map((row) => {
      const mark = row.querySelector('.origin-mark');
      return {
        line: Number(row.querySelector('.line-numbers')?.textContent),
        mark: mark ? getComputedStyle(mark).backgroundColor : null,
        highlighted: highlightedTops.has(row.style.top),
      };
    }).sort((a, b) => a.line - b.line);
  });
}

/** The colour of a unit line's mark (the first image of its background). */
async function markColour(line: Locator): Promise<string | null> {
  return line.evaluate((el) => /rgb\([^)]*\)/.exec(getComputedStyle(el).backgroundImage)?.[0] ?? null);
}

async function openSwap(page: Page): Promise<void> {
  await openPlayground(page, SWAP);
  // The origins arrive with their own chunk, just after the first paint.
  await expect(unitLine(page, 'Requires=create-swapfile.service').first()).toHaveClass(/from-spec/);
}

test('each unit line carries the colour of its YAML lines, and kops\'s own lines a mark of their own', async ({ page }) => {
  await openSwap(page);
  const lines = await editorLines(page);
  const marked = lines.filter((l) => l.mark !== null).map((l) => l.line);
  expect(marked).toEqual([13, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24]);
  // Unit line 3 has the colour of YAML line 13; unit line 7 (Description=Turn on swap) that of line 16.
  const colourOf = (n: number): string | null | undefined => lines.find((l) => l.line === n)?.mark;
  expect(await markColour(unitLine(page, 'Requires=create-swapfile.service').first())).toBe(colourOf(13));
  expect(await markColour(unitLine(page, 'Description=Turn on swap'))).toBe(colourOf(16));
  expect(colourOf(15)).not.toBe(colourOf(16));
  // kops's lines: a dotted mark, in no YAML line's colour.
  await expect(unitLine(page, 'Description=Kops Hook swap1.swap')).toHaveClass(/o-kops/);
  // The text is still exactly the file's bytes.
  await expect(unitContent(page)).toHaveText(/^\[Unit\]\nDescription=Kops Hook swap1\.swap\nRequires=create-swapfile\.service\n\n\[Service\]\n\[Unit\]\n/);
});

test('hovering a unit line highlights its YAML line; a kops line explains itself; the caret in the YAML highlights what it made', async ({ page }) => {
  await openSwap(page);
  await unitLine(page, 'Description=Turn on swap').hover();
  await expect.poll(async () => (await editorLines(page)).filter((l) => l.highlighted).map((l) => l.line)).toEqual([16]);
  await expect(why(page)).toContainText('Line 7 comes from the spec, line 16 (wrap-manifest)');
  await expect(why(page)).toContainText('kops puts the manifest inside its own [Service] as it is, unparsed, so a [Unit] or [Swap] header in it lands inside [Service].');

  await unitLine(page, 'Description=Kops Hook swap1.swap').hover();
  await expect.poll(async () => (await editorLines(page)).filter((l) => l.highlighted)).toEqual([]);
  await expect(why(page)).toContainText('Line 2 is written by kops on its own (wrap-description)');
  await expect(why(page)).toContainText('kops describes the unit as Kops Hook <name>');
  await expect(why(page)).toContainText('Every release. Source: 1.8.0:nodeup/pkg/model/hooks.go:120, v1.36.2:nodeup/pkg/model/hooks.go:112');
  await expect(why(page).getByRole('link', { name: 'v1.36.2:nodeup/pkg/model/hooks.go:112' })).toHaveAttribute('href', 'https://github.com/kubernetes/kops/blob/v1.36.2/nodeup/pkg/model/hooks.go#L112');
  await unitLine(page, '[Service]').hover();
  await expect(why(page)).toContainText('kops wraps a manifest without useRawManifest in its own [Unit] and [Service]; this [Service] holds the manifest.');
  await expect(why(page)).toContainText('Every release. Source: 1.8.0:nodeup/pkg/model/hooks.go:133');

  // The caret on YAML line 13 (requires:) highlights unit line 3.
  await page.mouse.move(1, 1);
  await page.locator('.monaco-editor .view-line').filter({ hasText: '- create-swapfile.service' }).click();
  await expect(unitLine(page, 'Requires=create-swapfile.service').first()).toHaveClass(/is-caret/);
  await expect(unitLine(page, 'Description=Turn on swap')).not.toHaveClass(/is-caret/);
});

test('a click on a spec line puts the caret at the end of its YAML line, with focus: typing goes there', async ({ page }) => {
  await openSwap(page);
  await unitLine(page, 'Requires=create-swapfile.service').first().click();
  await expect(page.locator('.monaco-editor textarea')).toBeFocused();
  await page.keyboard.type('-x');
  await expect(unitLine(page, 'Requires=create-swapfile.service-x')).toHaveCount(1);
  // Selecting text in the unit does not jump (it copies).
  await unitLine(page, 'What=/swap1').selectText();
  await expect(page.locator('.monaco-editor textarea')).not.toBeFocused();
});

test('the keyboard: Tab reaches the lines, arrows move, each focused line is described by "Why this line", Enter edits its YAML', async ({ page }) => {
  await openSwap(page);
  await page.getByRole('button', { name: 'Copy', exact: true }).focus();
  await page.keyboard.press('Tab');
  const focused = page.locator(':focus');
  await expect(focused).toHaveText('[Unit]\n');
  await expect(focused).toHaveAccessibleDescription(/^Line 1 is written by kops on its own \(wrap-unit-section\)/);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(focused).toHaveText('Requires=create-swapfile.service\n');
  await expect(focused).toHaveAccessibleDescription(/^Line 3 comes from the spec, line 13 \(wrap-requires\) Go to line 13 kops adds one Requires= to its \[Unit\] for each requires: entry, in order\./);
  await expect.poll(async () => (await editorLines(page)).filter((l) => l.highlighted).map((l) => l.line)).toEqual([13]);
  await page.keyboard.press('End');
  await expect(focused).toHaveText('WantedBy=multi-user.target\n');
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.locator('.monaco-editor textarea')).toBeFocused();
  await page.keyboard.type('-y');
  await expect(unitLine(page, 'Requires=create-swapfile.service-y')).toHaveCount(1);
});

test('dark mode: the same marks and highlights in the dark tokens', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await openSwap(page);
  const line = unitLine(page, 'Description=Turn on swap');
  await line.hover();
  await expect(line).toHaveCSS('background-color', 'rgb(61, 52, 23)');
  await expect.poll(async () => page.locator('.monaco-editor .origin-highlight').first().evaluate((el) => getComputedStyle(el).boxShadow)).toBe('rgb(227, 179, 65) 0px 0px 0px 2px inset');
});

test('in an embed the lines are traced too', async ({ page }) => {
  await page.goto(`${SWAP}&embed`);
  await waitForMonaco(page);
  await expect(unitLine(page, 'Requires=create-swapfile.service').first()).toHaveClass(/from-spec/);
  await unitLine(page, '[Unit]').first().hover();
  await expect(why(page)).toContainText('Line 1 is written by kops on its own (wrap-unit-section)');
  await unitLine(page, 'Requires=create-swapfile.service').first().click();
  await expect(page.locator('.monaco-editor textarea')).toBeFocused();
});

test('in a read-only embed a spec line opens the folded YAML on its line, marked in the same colour', async ({ page }) => {
  await page.goto(`${SWAP}&embed&readonly`);
  await expect(unitLine(page, 'Requires=create-swapfile.service').first()).toHaveClass(/from-spec/);
  const yaml = page.getByRole('region', { name: 'Hook spec' });
  await expect(yaml).toBeHidden();
  await unitLine(page, 'Description=Turn on swap').click();
  await expect(yaml).toBeVisible();
  const line16 = yaml.locator('.line[data-n="16"]');
  await expect(line16).toHaveClass(/target/);
  expect(await markColour(line16)).toBe(await markColour(unitLine(page, 'Description=Turn on swap')));
  await unitLine(page, 'Requires=create-swapfile.service').first().hover();
  await expect(yaml.locator('.line[data-n="13"]')).toHaveClass(/is-active/);
});

test.describe('a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('a tap explains a line (there is no hover), "Go to line" opens the spec there', async ({ page }) => {
    await page.goto(SWAP);
    await expect(unitLine(page, 'Requires=create-swapfile.service').first()).toHaveClass(/from-spec/);
    await unitLine(page, 'Requires=create-swapfile.service').first().tap();
    await expect(why(page)).toContainText('Line 3 comes from the spec, line 13 (wrap-requires)');
    await expect(page.getByRole('tab', { name: 'Units' })).toHaveAttribute('aria-selected', 'true');
    await unitLine(page, 'Description=Kops Hook swap1.swap').tap();
    await expect(why(page)).toContainText('Line 2 is written by kops on its own (wrap-description)');
    await unitLine(page, 'Requires=create-swapfile.service').first().tap();
    await why(page).getByRole('button', { name: 'Go to line 13' }).tap();
    await expect(page.getByRole('tab', { name: 'Spec' })).toHaveAttribute('aria-selected', 'true');
    await waitForMonaco(page);
    await expect(page.locator('.monaco-editor textarea')).toBeFocused();
  });
});

test.describe('long lines', () => {
  const EXEC = './?example=04-exec-container';

  test('Wrap lines wraps the unit and the compare diff, marking the rows that continue a line', async ({ page }) => {
    await openPlayground(page, EXEC);
    const region = page.getByRole('region', { name: 'Unit file content' });
    const wrap = page.getByRole('button', { name: 'Wrap lines' });
    await expect(wrap).toHaveAttribute('aria-pressed', 'false');
    const overflow = (l: Locator): Promise<number> => l.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(await overflow(region)).toBeGreaterThan(1000);
    await wrap.click();
    await expect(wrap).toHaveAttribute('aria-pressed', 'true');
    expect(await overflow(region)).toBeLessThanOrEqual(0);
    const run = unitLine(page, 'ExecStart=.*');
    // The ExecStart= line runs over several rows; those after the first start further in, beside a bar.
    expect(await run.evaluate((el) => el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight))).toBeGreaterThan(3);
    await expect(run).toHaveCSS('text-indent', /^-/);
    expect(await run.evaluate((el) => getComputedStyle(el).backgroundImage.split('gradient').length - 1)).toBe(2);

    // The same choice in the compare diff, whose changed lines name their kops rule.
    await page.getByRole('button', { name: 'Compare versions' }).click();
    await page.getByRole('combobox', { name: 'From kops version' }).selectOption('1.19.3');
    await page.getByRole('combobox', { name: 'From container runtime' }).selectOption('docker');
    const diff = page.getByRole('region', { name: 'Unit diff' });
    await expect(diff.getByRole('button', { name: 'Wrap lines' })).toHaveAttribute('aria-pressed', 'true');
    const added = diff.getByRole('row').filter({ hasText: /^.*ExecStart=\/usr\/bin\/ctr/ });
    await expect(added.getByRole('cell').last()).toHaveText('exec-ctr-run');
    await expect(diff.getByRole('row').filter({ hasText: 'ExecStart=/usr/bin/docker' }).getByRole('cell').last()).toHaveText('exec-docker-run');
    expect(await overflow(diff.locator('.diff-scroll'))).toBeLessThanOrEqual(0);
    await diff.getByRole('button', { name: 'Wrap lines' }).click();
    expect(await overflow(diff.locator('.diff-scroll'))).toBeGreaterThan(1000);
    await diff.getByText('kops rules of the changed lines').click();
    await expect(diff.getByRole('definition').filter({ hasText: 'kops runs the image with ctr run' })).toContainText('kops 1.20.3 and later');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

    test('lines wrap from the start, and the editor wraps with a narrow gutter', async ({ page }) => {
      await page.goto(EXEC);
      await expect(page.getByRole('button', { name: 'Wrap lines' })).toHaveAttribute('aria-pressed', 'true');
      const region = page.getByRole('region', { name: 'Unit file content' });
      expect(await region.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
      // The path on the node, beside Wrap lines and Copy, breaks after a slash or a hyphen, never inside a name.
      const pathRows = await page.locator('code.path').evaluate((el) => {
        const rows: string[] = [];
        let top: number | null = null;
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? '';
          for (let i = 0; i < text.length; i++) {
            const range = document.createRange();
            range.setStart(node, i);
            range.setEnd(node, i + 1);
            const at = Math.round(range.getBoundingClientRect().top);
            if (top === null || at > top + 2) rows.push('');
            top = at;
            rows.push(`${rows.pop() ?? ''}${text.charAt(i)}`);
          }
        }
        return rows;
      });
      expect(pathRows.join('')).toBe('/lib/systemd/system/kops-hook-0.service');
      expect(pathRows.length).toBeGreaterThan(1);
      for (const row of pathRows.slice(0, -1)) expect(row).toMatch(/[/-]$/);
      await page.getByRole('tab', { name: 'Spec' }).tap();
      await waitForMonaco(page);
      // The gutter (line numbers and marks) is under a tenth of the width, and the long comment wraps.
      expect(await page.locator('.monaco-editor .margin').evaluate((el) => el.getBoundingClientRect().width)).toBeLessThan(36);
      const rows = await page.locator('.monaco-editor .view-line').count();
      const numbers = await page.locator('.monaco-editor .line-numbers').filter({ hasText: /\d/ }).count();
      expect(rows).toBeGreaterThan(numbers);
    });
  });
});

test('the Units view alone: no colours in the editor while another view shows', async ({ page }) => {
  await openSwap(page);
  await expect.poll(async () => (await editorLines(page)).filter((l) => l.mark !== null).length).toBeGreaterThan(0);
  await showOutputView(page, 'Problems');
  await expect.poll(async () => (await editorLines(page)).filter((l) => l.mark !== null).length).toBe(0);
});
