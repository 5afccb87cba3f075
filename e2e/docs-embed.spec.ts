import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Frame, FrameLocator, Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { allowDocsHost, startDocsHost, type DocsHost } from './docs-host.ts';
import { decoded } from './share-helpers.ts';
import { analyze } from '../src/core/index.ts';
import { NEWEST_KOPS_VERSION } from '../src/core/kops/behaviour.ts';
import { publishedHookSchema } from '../scripts/vite-hook-schema.ts';

// embed.js on documentation pages served from a second origin (e2e/docs-host.ts): the markup
// MkDocs Material and Hugo really produce (e2e/docs-site/README.md), a page with 20 examples,
// one with a strict Content-Security-Policy, and one with an example too long for a URL.

let host: DocsHost;
test.beforeAll(async ({ baseURL }) => {
  host = await startDocsHost(baseURL ?? '');
});
test.afterAll(async () => host.close());
test.beforeEach(async ({ context }) => allowDocsHost(context, host));

// The examples' YAML as the authors wrote it (e2e/docs-site/README.md).
const SWAP = 'apiVersion: kops.k8s.io/v1alpha2\nkind: Cluster\nmetadata:\n  name: docs.example.com\nspec:\n  hooks:\n  - name: swap1.swap\n    manifest: |\n      [Swap]\n      What=/swapfile\n';
const GPU = 'apiVersion: kops.k8s.io/v1alpha2\nkind: InstanceGroup\nmetadata:\n  name: gpu-nodes\nspec:\n  role: Node\n  hooks:\n  - name: swap1.swap\n    manifest: |\n      [Swap]\n      What=/swapfile\n  - name: nvidia-driver.service\n    execContainer:\n      image: nvidia/driver:550\n';
const RAW_SWAP = 'hooks:\n- name: swap1.swap\n  useRawManifest: true\n  manifest: |\n    [Swap]\n    What=/swapfile\n';
const DOCKER_EXEC = 'hooks:\n- name: nvidia-driver.service\n  execContainer:\n    image: nvidia/driver:550\n';

const preview = (page: Page, n: number): FrameLocator => page.frameLocator(`iframe[title="Live preview of kops hooks example ${n}"]`);

/** The unit file on screen in a preview, byte for byte. */
const unitText = (frame: FrameLocator): Promise<string | null> => frame.getByRole('region', { name: 'Unit file content' }).locator('pre').textContent();

/** What nodeup writes for `text` at `kopsVersion`: the unit named `unit`, from the renderer the page runs. */
function rendered(text: string, kopsVersion: string, unit: string, runtime?: 'docker' | 'containerd'): string {
  const task = analyze(text, { kopsVersion, ...(runtime ? { runtime } : {}) }).groups.flatMap((g) => g.tasks).find((t) => t.unit === unit);
  if (!task?.definition) throw new Error(`no unit ${unit}`);
  return task.definition;
}

/** The frame of a preview, to run code in it. */
async function frameOf(page: Page, n: number): Promise<Frame> {
  const handle = await page.locator(`iframe[title="Live preview of kops hooks example ${n}"]`).elementHandle();
  const frame = await handle?.contentFrame();
  if (!frame) throw new Error(`preview ${n} has no frame`);
  return frame;
}

/** The preview's height on the page and the height of what it shows: equal when the frame fits its content. */
async function heights(page: Page, n: number): Promise<{ frame: number; content: number }> {
  const frame = await page.locator(`iframe[title="Live preview of kops hooks example ${n}"]`).evaluate((f) => (f as HTMLIFrameElement).clientHeight);
  const content = await (await frameOf(page, n)).evaluate(() => document.documentElement.scrollHeight);
  return { frame, content };
}

test('MkDocs Material: each preview shows the units of its block for its version, fits its content, and the block stays', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 1000, height: 2400 });
  await page.goto(`${host.url}mkdocs-material.html`);
  const first = preview(page, 1);
  // kops 1.10 appends ".service" unless the name ends in .service or .timer (1.10.1:nodeup/pkg/model/hooks.go:99);
  // 1.11 keeps every systemd unit type (v1.11.0:nodeup/pkg/model/hooks.go:100, v1.11.0:pkg/systemd/unit.go:25).
  await expect(first.getByRole('tab', { name: 'swap1.swap.service' })).toHaveAttribute('aria-selected', 'true');
  await expect(first.getByText('kops 1.10.1 · docker', { exact: true })).toBeVisible();
  expect(await unitText(first)).toBe(rendered(SWAP, '1.10.1', 'swap1.swap.service'));

  const second = preview(page, 2);
  await expect(second.getByText('kops 1.36.0 · containerd', { exact: true })).toBeVisible();
  await expect(second.getByRole('tab', { name: 'swap1.swap', exact: true })).toHaveAttribute('aria-selected', 'true');
  expect(await unitText(second)).toBe(rendered(GPU, '1.36.0', 'swap1.swap', 'containerd'));
  await second.getByRole('tab', { name: 'nvidia-driver.service' }).click();
  const nvidia = rendered(GPU, '1.36.0', 'nvidia-driver.service', 'containerd');
  // containerd runs the image with ctr (v1.36.0:nodeup/pkg/model/hooks.go:155).
  expect(nvidia).toContain('ExecStart=/usr/bin/ctr --namespace k8s.io run --rm');
  await expect.poll(() => unitText(second)).toBe(nvidia);
  // Read-only: the YAML is folded, nothing edits it.
  await expect(second.getByText('Spec (YAML, 14 lines)')).toBeVisible();
  await expect(second.getByRole('region', { name: 'Hook spec' })).toBeHidden();

  // Each frame is as tall as what it shows (no scroll bar, no gap), and follows it when it grows.
  for (const n of [1, 2]) await expect.poll(async () => { const h = await heights(page, n); return h.frame - h.content; }).toBe(0);
  const folded = (await heights(page, 2)).frame;
  await second.getByText('Spec (YAML, 14 lines)').click();
  await expect(second.getByRole('region', { name: 'Hook spec' })).toContainText('nvidia/driver:550');
  await expect.poll(async () => (await heights(page, 2)).frame).toBeGreaterThan(folded + 14 * 15);
  await expect.poll(async () => { const h = await heights(page, 2); return h.frame - h.content; }).toBe(0);

  // The original blocks stay in the page, folded away ("until-found": find-in-page still finds
  // them), each with a link that works without its frame, and "Source YAML" shows them again.
  const links = page.getByRole('link', { name: 'Open in playground' });
  await expect(links).toHaveCount(2);
  await expect.poll(async () => decoded((await links.nth(0).getAttribute('href')) ?? '')).toEqual({ text: SWAP, kopsVersion: '1.10.1' });
  await expect.poll(async () => decoded((await links.nth(1).getAttribute('href')) ?? '')).toEqual({ text: GPU, kopsVersion: '1.36.0', runtime: 'containerd' });
  expect((await links.nth(0).getAttribute('href'))?.startsWith(`${baseURL}#v1.`)).toBe(true);
  const block = page.locator('#__code_0');
  await expect(block).toBeHidden();
  expect(await block.locator('code').textContent()).toBe(SWAP);
  const source = page.getByRole('button', { name: 'Source YAML' }).first();
  await expect(source).toHaveAttribute('aria-expanded', 'false');
  await source.click();
  await expect(source).toHaveAttribute('aria-expanded', 'true');
  await expect(block).toBeVisible();
  // A block nobody marked is left alone.
  await expect(page.getByText('hooks: []')).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(2);
});

test('MkDocs Material: the previews follow the palette toggle live, without reloading', async ({ page }) => {
  await page.setViewportSize({ width: 1000, height: 2400 });
  await page.goto(`${host.url}mkdocs-material.html`);
  await expect(preview(page, 2).getByText('kops 1.36.0 · containerd')).toBeVisible();
  await expect(preview(page, 1).getByText('kops 1.10.1 · docker')).toBeVisible();
  const frames = [await frameOf(page, 1), await frameOf(page, 2)];
  const scheme = (frame: Frame) => frame.evaluate(() => [document.documentElement.dataset.theme, getComputedStyle(document.querySelector('.embed') as Element).backgroundColor]);
  for (const frame of frames) {
    expect(await scheme(frame)).toEqual(['light', 'rgb(255, 255, 255)']);
    await frame.evaluate(() => Object.assign(window, { loadedOnce: true }));
  }
  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  for (const frame of frames) await expect.poll(() => scheme(frame)).toEqual(['dark', 'rgb(13, 17, 23)']);
  await expect(page.locator('.monaco-editor')).toHaveCount(0);
  await expect(preview(page, 1).locator('.monaco-editor.vs-dark')).toBeVisible();
  await page.getByRole('button', { name: 'Switch to light mode' }).click();
  for (const frame of frames) await expect.poll(() => scheme(frame)).toEqual(['light', 'rgb(255, 255, 255)']);
  for (const frame of frames) expect(await frame.evaluate(() => (window as { loadedOnce?: boolean }).loadedOnce)).toBe(true);
});

test('MkDocs Material: a page in the slate scheme opens its previews dark', async ({ page }) => {
  host.pages.set('slate.html', { html: readFileSync('e2e/docs-site/mkdocs-material.html', 'utf8').replace('data-md-color-scheme="default"', 'data-md-color-scheme="slate"') });
  await page.goto(`${host.url}slate.html`);
  await expect(preview(page, 1).getByText('kops 1.10.1 · docker')).toBeVisible();
  expect(await (await frameOf(page, 1)).evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
  expect(await page.locator('iframe').first().getAttribute('src')).toContain('&theme=dark#v1.');
});

test('Hugo (Chroma): line numbers in a table or inline are not part of the spec, nor the indentation old Chroma repeats', async ({ page }) => {
  await page.setViewportSize({ width: 1000, height: 2400 });
  await page.goto(`${host.url}hugo.html`);
  const links = page.getByRole('link', { name: 'Open in playground' });
  await expect(links).toHaveCount(2);
  await expect.poll(async () => decoded((await links.nth(0).getAttribute('href')) ?? '')).toEqual({ text: RAW_SWAP, kopsVersion: '1.22.0', unit: 'swap1.swap' });
  await expect.poll(async () => decoded((await links.nth(1).getAttribute('href')) ?? '')).toEqual({ text: DOCKER_EXEC, kopsVersion: '1.22.0', runtime: 'docker' });

  const raw = preview(page, 1);
  await expect(raw.getByRole('tab', { name: 'swap1.swap', exact: true })).toHaveAttribute('aria-selected', 'true');
  // useRawManifest (kops 1.11+): the file is the manifest, nothing added.
  expect(await unitText(raw)).toBe('[Swap]\nWhat=/swapfile\n');
  const exec = preview(page, 2);
  await expect(exec.getByText('kops 1.22.0 · docker', { exact: true })).toBeVisible();
  const docker = rendered(DOCKER_EXEC, '1.22.0', 'nvidia-driver.service', 'docker');
  // docker run with the host's root and D-Bus mounted (v1.22.0:nodeup/pkg/model/hooks.go:190).
  expect(docker).toContain('ExecStart=/usr/bin/docker run -v /:/rootfs/ -v /var/run/dbus:/var/run/dbus');
  await expect.poll(() => unitText(exec)).toBe(docker);
  // The table's line numbers are a block of their own, left in the page with the code.
  await expect(page.locator('td.lntd pre')).toHaveCount(2);
  await expect(page.locator('iframe')).toHaveCount(2);
});

test('20 examples: nothing is requested before one scrolls near, and only the ones near the viewport get a frame', async ({ page, baseURL }) => {
  const blocks = Array.from({ length: 20 }, (_, i) => `<h2>Example ${i + 1}</h2>\n<div class="gap"></div>\n<div data-kops-hooks data-kops-version="1.36.0" data-readonly><pre><code>hooks:\n- name: block-${i + 1}.service\n  manifest: |\n    Type=oneshot\n    ExecStart=/bin/echo ${i + 1}\n</code></pre></div>`);
  host.pages.set('twenty.html', {
    html: `<!doctype html><html><head><meta charset="utf-8"><title>Twenty</title><style>.gap { height: 1600px; }</style></head><body><h1>Twenty examples</h1>\n${blocks.join('\n')}\n<script src="{{PLAYGROUND}}embed.js" defer></script></body></html>`,
  });
  const requested: string[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith(baseURL ?? '-')) requested.push(r.url());
  });
  await page.goto(`${host.url}twenty.html`);
  await expect(page.locator('.kops-hooks-embed')).toHaveCount(20);
  await expect(page.getByRole('link', { name: 'Open in playground' }).nth(19)).toHaveAttribute('href', /#v1\./);
  await page.waitForTimeout(1000);
  // Only the script itself: every example is 1,600 px or more below the fold.
  expect(requested).toEqual([`${baseURL}embed.js`]);
  expect(await page.locator('iframe').count()).toBe(0);

  await page.locator('.kops-hooks-embed').nth(9).scrollIntoViewIfNeeded();
  await expect(preview(page, 10).getByRole('tab', { name: 'block-10.service' })).toBeVisible();
  expect(await page.locator('iframe').count()).toBe(1);
  expect(requested.filter((u) => u.includes('?embed'))).toHaveLength(1);
  await page.locator('.kops-hooks-embed').nth(19).scrollIntoViewIfNeeded();
  await expect(preview(page, 20).getByRole('tab', { name: 'block-20.service' })).toBeVisible();
  expect(await page.locator('iframe').count()).toBe(2);
  // No frame exists before its block is near: even empty, 20 frames cost the page 430–490 ms in
  // one task on the test machine. (How long the page's thread works for the script is measured, not
  // timed here: README, "Live examples in your docs".)
});

test('a host page with a strict Content-Security-Policy (script-src and frame-src: the playground) gets its previews', async ({ page, baseURL }) => {
  const origin = new URL(baseURL ?? '').origin;
  const html = readFileSync('e2e/docs-site/mkdocs-material.html', 'utf8').replace('<script src="palette.js"></script>', '');
  host.pages.set('csp.html', {
    html,
    headers: { 'content-security-policy': `default-src 'none'; script-src ${origin}; frame-src ${origin}; style-src 'self'` },
  });
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  await page.goto(`${host.url}csp.html`);
  await expect(preview(page, 1).getByRole('tab', { name: 'swap1.swap.service' })).toBeVisible();
  await page.locator('iframe').nth(1).scrollIntoViewIfNeeded();
  await expect(preview(page, 2).getByText('kops 1.36.0 · containerd')).toBeVisible();
  await expect.poll(async () => { const h = await heights(page, 1); return h.frame - h.content; }).toBe(0);
  expect(violations).toEqual([]);
  // The fixture also fails the test on any securitypolicyviolation event in the page.
});

test('an example too long for a URL goes to its preview by message', async ({ page, baseURL }) => {
  // 2,000 lines of 64 random hex digits, 140,000 characters: deflated to about half (4 random
  // bits a character), then base64url, they pass the playground's 65,536-character link cap.
  let seed = 7;
  const random = (): string => {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return ((seed >>> 0) & 0xff).toString(16).padStart(2, '0');
  };
  const lines = Array.from({ length: 2000 }, () => `    # ${Array.from({ length: 32 }, random).join('')}`);
  const text = `hooks:\n- name: posted-by-message.service\n  manifest: |\n    Type=oneshot\n${lines.join('\n')}\n    ExecStart=/bin/true\n`;
  host.pages.set('long.html', {
    html: `<!doctype html><html><head><meta charset="utf-8"><title>Long</title></head><body><div data-kops-hooks data-kops-version="1.29.0" data-runtime="containerd" data-readonly><pre><code>${text}</code></pre></div><script src="{{PLAYGROUND}}embed.js" defer></script></body></html>`,
  });
  await page.goto(`${host.url}long.html`);
  const frame = preview(page, 1);
  await expect(frame.getByRole('tab', { name: 'posted-by-message.service' })).toBeVisible();
  await expect(frame.getByText('kops 1.29.0 · containerd', { exact: true })).toBeVisible();
  expect(await unitText(frame)).toBe(rendered(text, '1.29.0', 'posted-by-message.service', 'containerd'));
  const src = (await page.locator('iframe').getAttribute('src')) ?? '';
  expect(decoded(src)).toEqual({ text: '', kopsVersion: '1.29.0', runtime: 'containerd' });
  const link = page.getByRole('link', { name: 'Open in playground' });
  await expect(link).toHaveAttribute('title', 'Too long for a link');
  expect(await link.getAttribute('href')).toBe(`${baseURL}`);
});

test('the build serves embed.js and the hook schema at stable addresses beside index.html', async ({ request }) => {
  const script = await request.get('./embed.js');
  expect(script.ok()).toBe(true);
  expect(script.headers()['content-type']).toMatch(/^text\/javascript/);
  expect(await script.text()).toMatch(/^\(function\(\)\{/);
  const schema = await request.get('./schema/kops-hooks.schema.json');
  expect(schema.headers()['content-type']).toMatch(/json/);
  expect(await schema.text()).toBe(publishedHookSchema());
});

// Issue 49 §5: docs-sized embeds. An InstanceGroup with a sysctl oneshot and an NVIDIA exec hook,
// as an operator wrote it (e2e/readonly-embed.spec.ts).
const GPU_GROUP = 'apiVersion: kops.k8s.io/v1alpha2\nkind: InstanceGroup\nmetadata:\n  name: gpu-nodes\nspec:\n  role: Node\n  hooks:\n  - name: sysctl-tune.service\n    before: [kubelet.service]\n    manifest: |\n      Type=oneshot\n      RemainAfterExit=yes\n      ExecStart=/usr/sbin/sysctl -w vm.max_map_count=262144 net.core.somaxconn=32768\n  - name: nvidia-driver.service\n    execContainer:\n      image: nvidia/driver:550.54.15-ubuntu22.04\n      command: ["--accept-license", "--no-drm"]\n';

/** A page with one marked block in a column `width` px wide. */
const columnPage = (attributes: string, width: number): string => `<!doctype html><html><head><meta charset="utf-8"><title>Column</title></head><body style="margin:0"><div style="width:${width}px"><div data-kops-hooks ${attributes}><pre><code>${GPU_GROUP}</code></pre></div></div><script src="{{PLAYGROUND}}embed.js" defer></script></body></html>`;

/** The preview frame's height on the page, once it has followed what the embed posted. */
const frameHeight = (page: Page): Promise<number> => page.locator('iframe').evaluate((f) => (f as HTMLIFrameElement).getBoundingClientRect().height);

test('an editable embed 700 px wide keeps its toggles folded and is at most 700 px tall', async ({ page }) => {
  await page.setViewportSize({ width: 1000, height: 1400 });
  host.pages.set('column.html', { html: columnPage('data-kops-version="1.36.2"', 700) });
  await page.goto(`${host.url}column.html`);
  const frame = preview(page, 1);
  await expect(frame.getByRole('tab', { name: 'sysctl-tune.service' })).toHaveAttribute('aria-selected', 'true');
  const toggles = frame.getByText('Toggles', { exact: true });
  await expect(toggles).toBeVisible();
  await expect(frame.getByRole('heading', { name: /^Toggles for hook/ })).toBeHidden();
  // The frame follows the embed's own height (the viewport, 1,400 px, is not what bounds it).
  await expect.poll(async () => { const h = await heights(page, 1); return h.frame - h.content; }).toBe(0);
  const folded = await frameHeight(page);
  console.log(`editable embed at 700 px wide: ${folded} px tall`);
  expect(folded).toBeLessThanOrEqual(700);
  await toggles.click();
  await expect(frame.getByRole('heading', { name: 'Toggles for hook sysctl-tune.service' })).toBeVisible();
});

test('a read-only embed on Boot order is at most the viewport\'s height, the rest scrolling inside it', async ({ page }) => {
  await page.setViewportSize({ width: 1000, height: 800 });
  host.pages.set('boot.html', { html: columnPage('data-kops-version="1.36.2" data-readonly', 700) });
  await page.goto(`${host.url}boot.html`);
  const frame = preview(page, 1);
  await frame.getByRole('tab', { name: 'Boot order' }).click();
  await expect(frame.getByRole('tab', { name: 'Boot order' })).toHaveAttribute('aria-selected', 'true');
  // The drawing is taller than the viewport: the frame stops at 800 px and scrolls.
  await expect.poll(async () => (await heights(page, 1)).content).toBeGreaterThan(800);
  await expect.poll(() => frameHeight(page)).toBe(800);
  const h = await heights(page, 1);
  console.log(`read-only embed on Boot order: frame ${h.frame} px, content ${h.content} px`);
});

test('a kops-hooks docs link of a roles: [Node] hook opens on the Node group, on its unit', async ({ page }) => {
  const node = 'spec:\n  hooks:\n  - name: node-tune.service\n    roles: [Node]\n    manifest: |\n      Type=oneshot\n      ExecStart=/bin/true\n';
  const markdown = `\`\`\`yaml\n${node}\`\`\`\n<kops-hooks-preview data-unit="node-tune.service"></kops-hooks-preview>\n`;
  const run = spawnSync(process.execPath, ['bin/kops-hooks.mjs', 'docs', '-', '--base', '/'], { input: markdown, encoding: 'utf8' });
  const url = /\[Open in the kops hook playground\]\((\S+)\)\n$/.exec(run.stdout)?.[1];
  expect(decoded(url ?? '')).toEqual({ text: node, kopsVersion: NEWEST_KOPS_VERSION, unit: 'node-tune.service' });
  await page.goto(url ?? '');
  await expect(page.getByRole('combobox', { name: 'Instance group' })).toHaveValue('Node');
  await expect(page.getByRole('tab', { name: 'node-tune.service' })).toHaveAttribute('aria-selected', 'true');
});

test('data-ig on a <kops-hooks-preview> opens that instance group, in the frame and in its link', async ({ page }) => {
  const groups = 'apiVersion: kops.k8s.io/v1alpha2\nkind: InstanceGroup\nmetadata:\n  name: nodes-a\nspec:\n  role: Node\n  hooks:\n  - name: a.service\n    manifest: |\n      ExecStart=/bin/true\n---\napiVersion: kops.k8s.io/v1alpha2\nkind: InstanceGroup\nmetadata:\n  name: nodes-b\nspec:\n  role: Node\n  hooks:\n  - name: b.service\n    manifest: |\n      ExecStart=/bin/true\n';
  host.pages.set('ig.html', {
    html: `<!doctype html><html><head><meta charset="utf-8"><title>IG</title></head><body><div class="highlight"><pre><code>${groups}</code></pre></div><p></p><kops-hooks-preview data-ig="nodes-b" data-readonly></kops-hooks-preview><script src="{{PLAYGROUND}}embed.js" defer></script></body></html>`,
  });
  await page.goto(`${host.url}ig.html`);
  const frame = preview(page, 1);
  await expect(frame.getByRole('combobox', { name: 'Instance group' })).toHaveValue('nodes-b');
  await expect(frame.getByRole('tab', { name: 'b.service' })).toHaveAttribute('aria-selected', 'true');
  const link = page.getByRole('link', { name: 'Open in playground' });
  await expect.poll(async () => decoded((await link.getAttribute('href')) ?? '')).toEqual({ text: groups, kopsVersion: NEWEST_KOPS_VERSION, group: 'nodes-b' });
});
