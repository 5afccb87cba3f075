import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect } from './fixtures.ts';
import { showOutputView } from './helpers.ts';
import { encodeShareLink, type ShareState } from '../src/core/share/index.ts';
import { BASTION_NO_NODEUP } from '../src/core/kops/nodeup-messages.ts';

// Issue 14: the Boot order view, found by role and name. Specs are the golden inputs of
// test/fixtures/boot (and test/fixtures/nodeup/bastion).
const ROOT = join(import.meta.dirname, '..');
const read = (path: string): string => readFileSync(join(ROOT, path), 'utf8');

function link(state: ShareState, query = ''): string {
  const r = encodeShareLink(state);
  if (!r.ok) throw new Error(r.message);
  return `/${query}${r.fragment}`;
}

test('draws the request\'s swap hooks with their cycle, and each hook box jumps to its YAML', async ({ page }) => {
  await page.goto(link({ text: read('fixtures/seed-swap/input.yaml'), kopsVersion: '1.36.0' }));
  await showOutputView(page, 'Boot order');
  const figure = page.getByRole('figure', { name: 'Boot order of nodes' });
  await expect(figure).toBeVisible();
  const cycle = 'Ordering cycle: create-swapfile.service → swap1.swap → swap.target → sysinit.target → create-swapfile.service';
  await expect(figure.getByText(cycle, { exact: true })).toBeVisible();
  // The text beside the drawing holds the same facts.
  const text = page.getByRole('region', { name: 'Boot order of nodes as text' });
  await expect(text.getByRole('heading', { name: cycle })).toBeVisible();
  await expect(text.getByText('kubelet.service waits for', { exact: true })).toBeVisible();
  // A hook box is a button: Enter moves the editor's caret to the hook (line 11: `- name: create-swapfile.service`).
  const box = figure.getByRole('button', { name: 'create-swapfile.service hook · boot + nodeup: go to its YAML, line 11' });
  await box.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.monaco-editor .active-line-number')).toHaveText('11');
  await expect.poll(() => page.evaluate(() => document.activeElement?.closest('.monaco-editor') !== null)).toBe(true);
  await expect(figure.getByRole('button', { name: /^swap1\.swap hook · .*: go to its YAML, line 18$/ })).toBeVisible();
});

test('an exec hook before kubelet: no cycle, and kubelet waits for it', async ({ page }) => {
  await page.goto(link({ text: read('test/boot-corpus/exec-before-kubelet.yaml'), kopsVersion: '1.36.0', group: 'Node' }));
  await showOutputView(page, 'Boot order');
  const figure = page.getByRole('figure', { name: 'Boot order of Node' });
  await expect(figure.getByText('No ordering cycle.', { exact: true })).toBeVisible();
  const text = page.getByRole('region', { name: 'Boot order of Node as text' });
  await expect(text.getByText(/load-modules\.service is a oneshot with no `TimeoutStartSec=` that kubelet\.service waits for/)).toBeVisible();
  // The view follows the group and version choices.
  await page.getByRole('combobox', { name: 'Instance group' }).selectOption('ControlPlane');
  await expect(page.getByRole('figure', { name: 'Boot order of ControlPlane' })).toBeVisible();
  // Back to the units.
  await showOutputView(page, 'Units');
  await expect(page.getByRole('tablist', { name: 'Unit files' })).toBeVisible();
});

test('a cycle through kubelet and containerd, in an embed, in dark mode', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(link({ text: read('test/boot-corpus/kubelet-containerd-cycle.yaml'), kopsVersion: '1.36.0', group: 'Node' }, '?embed'));
  await showOutputView(page, 'Boot order');
  const figure = page.getByRole('figure', { name: 'Boot order of Node' });
  await expect(figure.getByText('Ordering cycle: runtime-prep.service → containerd.service → kubelet.service → runtime-prep.service', { exact: true })).toBeVisible();
  // The cycle is drawn in the error colour: three red arrows.
  await expect(figure.locator('.edge-cycle')).toHaveCount(3);
  const colour = await figure.locator('.edge-cycle').first().evaluate((el) => getComputedStyle(el).stroke);
  expect(colour).toBe('rgb(255, 123, 114)');
});

test('a bastion has no boot order: it runs no nodeup', async ({ page }) => {
  await page.goto(link({ text: read('test/fixtures/nodeup/bastion/input.yaml'), kopsVersion: '1.36.0', group: 'bastions' }));
  await showOutputView(page, 'Boot order');
  await expect(page.getByRole('figure', { name: 'Boot order of bastions' })).toContainText(BASTION_NO_NODEUP);
});

// Issue 38: does my hook run before kubelet? The sysctl hook, at kops 1.36.
test('Before kubelet: the sysctl hook reads reboot: no, its fix makes it yes, and Ctrl+Z undoes the fix', async ({ page }) => {
  await page.goto(link({ text: read('test/boot-corpus/sysctl-before-kubelet.yaml'), kopsVersion: '1.36.0' }));
  await expect(page.locator('.monaco-editor')).toBeVisible({ timeout: 20_000 });
  await showOutputView(page, 'Boot order');
  const list = page.getByRole('list', { name: 'Before kubelet' });
  // The view starts with the list.
  await expect(page.locator('.boot-view > :first-child')).toHaveText(/^Before kubelet/);
  const item = list.getByRole('listitem').filter({ hasText: 'sysctl-tune.service — first boot: race, reboot: no' });
  await expect(item).toContainText('kubelet.service is enabled and starts at boot; sysctl-tune.service has no [Install], so only nodeup starts it, later.');
  await expect(item).toContainText('A first boot (every node a rolling update brings is one) is nodeup\'s');
  // The graph does not claim that kubelet waits for it, and says why the line does not hold.
  const text = page.getByRole('region', { name: 'Boot order of nodes as text' });
  await expect(text.locator('.boot-waits')).not.toContainText('sysctl-tune.service');
  await expect(text.getByRole('listitem').filter({ hasText: /^kubelet\.service \(kops\)/ })).toContainText('not after sysctl-tune.service: that ordering does not hold at a reboot');
  await expect(page.getByRole('figure', { name: 'Boot order of nodes' }).locator('.boot-scroll .edge-unbound')).toHaveCount(1);

  await item.getByRole('button', { name: 'Fix sysctl-tune.service' }).click();
  await expect(list.getByRole('listitem').filter({ hasText: 'sysctl-tune.service — first boot: race, reboot: yes' })).toBeVisible();
  await expect(page.locator('.monaco-editor .view-lines')).toContainText('WantedBy=multi-user.target');
  await expect(text.locator('.boot-waits')).toContainText('sysctl-tune.service');
  await expect(list.getByRole('button', { name: 'Fix sysctl-tune.service' })).toHaveCount(0);
  // Issue 49: the keyboard is back in the editor, at the edited line, and a notice offers Undo.
  await expect.poll(() => page.evaluate(() => document.activeElement?.closest('.monaco-editor') !== null)).toBe(true);
  await expect(page.locator('.monaco-editor .active-line-number')).toHaveText('15');
  const notice = page.getByRole('status').filter({ hasText: 'Fixed sysctl-tune.service: Add [Install] with WantedBy=multi-user.target to the manifest' });
  await expect(notice.getByRole('button', { name: 'Undo' })).toBeVisible();

  // So Ctrl+Z, pressed straight away, undoes the fix.
  await page.keyboard.press('Control+Z');
  await expect(list.getByRole('listitem').filter({ hasText: 'sysctl-tune.service — first boot: race, reboot: no' })).toBeVisible();
  await expect(page.locator('.monaco-editor .view-lines')).not.toContainText('WantedBy=multi-user.target');
});

test('on a phone, "Fix UNIT" leaves the page where it is and its notice\'s Undo takes the fix back', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(link({ text: read('test/boot-corpus/sysctl-before-kubelet.yaml'), kopsVersion: '1.36.0' }));
  await expect(page.locator('.monaco-editor')).toBeAttached({ timeout: 20_000 });
  await showOutputView(page, 'Boot order');
  const list = page.getByRole('list', { name: 'Before kubelet' });
  await list.getByRole('button', { name: 'Fix sysctl-tune.service' }).click();
  await expect(list.getByRole('listitem').filter({ hasText: 'sysctl-tune.service — first boot: race, reboot: yes' })).toBeVisible();
  const undo = page.getByRole('status').filter({ hasText: 'Fixed sysctl-tune.service' }).getByRole('button', { name: 'Undo' });
  await expect(undo).toBeInViewport();
  await undo.click();
  await expect(list.getByRole('listitem').filter({ hasText: 'sysctl-tune.service — first boot: race, reboot: no' })).toBeVisible();
  await expect(undo).toHaveCount(0);
});

// Issue 39, point 10: reading the graph.
test('the legend says which way each arrow points, and units that need a Cluster setting say so', async ({ page }) => {
  await page.goto(link({ text: read('test/boot-corpus/sysctl-before-kubelet.yaml'), kopsVersion: '1.36.0' }));
  await showOutputView(page, 'Boot order');
  const legend = page.getByRole('figure', { name: 'Boot order of nodes' }).getByRole('list', { name: 'Legend' });
  await expect(legend.getByRole('listitem')).toHaveText([
    'A → B: A starts before B (boot order, top to bottom)',
    'A ⇢ B: A requires or wants B (pulls it in; orders nothing)',
    'an ordering line that does not hold at a reboot (A starts later, with nodeup)',
    'dashed box: the unit may be missing on the node',
  ]);
  // No Cluster document: the Cilium mounts kubelet waits for are marked, not asserted.
  const waits = page.getByRole('region', { name: 'Boot order of nodes as text' }).locator('.boot-waits');
  await expect(waits.getByRole('listitem').filter({ hasText: 'sys-fs-bpf.mount' })).toHaveText('sys-fs-bpf.mount (only with Cilium, if /sys/fs/bpf is not already mounted)');
});

test('a warm-pool group\'s reboot story follows the release: kubelet enabled while warming at 1.32.1, disabled at 1.34.3', async ({ page }) => {
  // kops 1.32.3, 1.33.2 and 1.34.2 back-ported kubernetes/kops#17792 (src/core/kops/warm-pool.ts).
  const spec = 'apiVersion: kops.k8s.io/v1alpha2\nkind: Cluster\nmetadata:\n  name: example.com\nspec:\n  cloudProvider: aws\n  hooks:\n  - name: a.service\n    manifest: |\n      ExecStart=/bin/true\n---\napiVersion: kops.k8s.io/v1alpha2\nkind: InstanceGroup\nmetadata:\n  name: nodes\nspec:\n  role: Node\n  warmPool:\n    minSize: 1\n';
  await page.goto(link({ text: spec, kopsVersion: '1.32.1' }));
  await showOutputView(page, 'Boot order');
  const text = page.getByRole('region', { name: 'Boot order of nodes as text' });
  await expect(text.getByText(/^Warm pool: /)).toHaveText(/kops 1\.32\.1's nodeup keeps kubelet\.service stopped but leaves it enabled, so a reboot during warming starts kubelet/);
  await page.getByRole('combobox', { name: 'kops version' }).selectOption('1.34.3');
  await expect(text.getByText(/^Warm pool: /)).toHaveText(/kops 1\.34\.3's nodeup writes kubelet\.service stopped and disabled, so a reboot during warming does not start kubelet/);
});

test('the drawing downloads as SVG and as PNG, made in the page, offline', async ({ page }) => {
  await page.goto(link({ text: read('fixtures/seed-swap/input.yaml'), kopsVersion: '1.36.0' }));
  await showOutputView(page, 'Boot order');
  const figure = page.getByRole('figure', { name: 'Boot order of nodes' });
  const drawn = figure.locator('.boot-scroll svg');
  await expect(drawn).toBeVisible();
  const [width, height] = await drawn.evaluate((s: SVGSVGElement) => [s.width.baseVal.value, s.height.baseVal.value]);

  const [svgDownload] = await Promise.all([page.waitForEvent('download'), figure.getByRole('button', { name: 'Download SVG' }).click()]);
  expect(svgDownload.suggestedFilename()).toBe('nodes-boot-order.svg');
  const svg = readFileSync((await svgDownload.path())!, 'utf8');
  expect(svg.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<svg ')).toBe(true);
  expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
  expect(svg).toContain('<title>Boot order of nodes</title>');
  expect(svg).toContain('>create-swapfile.service</tspan>');
  // Standalone: colours inlined, nothing that needs the page's CSS, no buttons.
  expect(svg).not.toMatch(/var\(--|class="|role="|tabindex=/);
  expect(svg).toMatch(/<rect [^>]*style="fill:rgb\(/);

  const [pngDownload] = await Promise.all([page.waitForEvent('download'), figure.getByRole('button', { name: 'Download PNG' }).click()]);
  expect(pngDownload.suggestedFilename()).toBe('nodes-boot-order.png');
  const png = readFileSync((await pngDownload.path())!);
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  // IHDR: twice the drawing's size, for high-density screens.
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([Math.ceil(width * 2), Math.ceil(height * 2)]);
});
