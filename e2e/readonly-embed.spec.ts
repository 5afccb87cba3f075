import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { cliLink } from './share-helpers.ts';

// `?embed&readonly` as an operator tried it (issue 39, point 7): an InstanceGroup with a sysctl
// oneshot and an NVIDIA execContainer hook, in a 700×500 frame whose host does not follow the
// posted height, then a host that resizes the frame.
const SPEC = `apiVersion: kops.k8s.io/v1alpha2
kind: InstanceGroup
metadata:
  name: gpu-nodes
  labels:
    kops.k8s.io/cluster: gpu.example.com
spec:
  role: Node
  machineType: p3.2xlarge
  hooks:
  - name: sysctl-tune.service
    before: [kubelet.service]
    manifest: |
      Type=oneshot
      RemainAfterExit=yes
      ExecStart=/usr/sbin/sysctl -w vm.max_map_count=262144 net.core.somaxconn=32768 net.ipv4.tcp_max_syn_backlog=8192 fs.inotify.max_user_watches=1048576
  - name: nvidia-driver.service
    execContainer:
      image: nvidia/driver:550.54.15-ubuntu22.04
      command: ["--accept-license", "--no-drm"]
`;

/** A host page with the embed in a frame of the given size. */
async function host(page: Page, src: string, width: number, height: number): Promise<void> {
  await page.setContent(`<!doctype html><body style="margin:0"><iframe id="embed" title="kops hooks: GPU nodes" src="${src}" style="width:${width}px;height:${height}px;border:0"></iframe></body>`);
}

const resize = (page: Page, width: number, height: number) => page.evaluate(([w, h]) => Object.assign((document.getElementById('embed') as HTMLIFrameElement).style, { width: `${w}px`, height: `${h}px` }), [width, height]);

test.describe('a read-only embed', () => {
  test.use({ viewport: { width: 900, height: 1000 } });

  test('at 700×500 shows the units first, the YAML folded under them, and the runtime beside the version', async ({ page, baseURL }) => {
    await host(page, `${baseURL}?embed&readonly${cliLink(SPEC)}`, 700, 500);
    const frame = page.frameLocator('#embed');
    await expect(frame.getByText('kops 1.36.2 · containerd', { exact: true })).toBeVisible();
    await expect(frame.getByRole('tab', { name: 'sysctl-tune.service' })).toHaveAttribute('aria-selected', 'true');
    const unit = frame.getByRole('region', { name: 'Unit file content' });
    // The unit starts in the upper half of the frame, and a reader sees at least ten of its lines.
    const box = await unit.boundingBox();
    expect(box?.y).toBeLessThan(250);
    await expect(unit).toContainText('ExecStart=/usr/sbin/sysctl -w vm.max_map_count=262144');
    await expect(frame.getByText('Spec (YAML, 20 lines)')).toBeVisible();
    await expect(frame.getByRole('region', { name: 'Hook spec' })).toBeHidden();
    await expect(frame.getByRole('textbox')).toHaveCount(0);
    // The bar stays in view while the reader scrolls a frame its host keeps at 500 px.
    await frame.locator('body').evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const link = await frame.getByRole('link', { name: 'Open in playground' }).boundingBox();
    expect(link?.y).toBeGreaterThanOrEqual(0);
    expect(link?.y).toBeLessThan(40);
  });

  test('opens the YAML whole, with line numbers, and grows the frame of a host that follows its height', async ({ page, baseURL }) => {
    await page.setContent('<!doctype html><body style="margin:0"></body>');
    await page.evaluate((src) => {
      const frame = Object.assign(document.createElement('iframe'), { id: 'embed', title: 'kops hooks: GPU nodes', src });
      frame.style.cssText = 'width:700px;height:300px;border:0';
      addEventListener('message', (e) => {
        if (e.source === frame.contentWindow && e.data?.type === 'resize') frame.style.height = `${e.data.height}px`;
      });
      document.body.append(frame);
    }, `${baseURL}?embed&readonly${cliLink(SPEC)}`);
    const frame = page.frameLocator('#embed');
    const height = () => page.locator('#embed').evaluate((f) => (f as HTMLIFrameElement).clientHeight);
    const fits = () => frame.locator('body').evaluate(() => document.documentElement.scrollHeight - innerHeight);
    await expect(frame.getByRole('tab', { name: 'sysctl-tune.service' })).toBeVisible();
    await expect.poll(fits).toBe(0);
    const folded = await height();

    await frame.getByText('Spec (YAML, 20 lines)').click();
    const yaml = frame.getByRole('region', { name: 'Hook spec' });
    await expect(yaml).toBeVisible();
    await expect.poll(height).toBeGreaterThan(folded + 20 * 18);
    await expect.poll(fits).toBe(0);
    // Every line whole, as written (the long one scrolls sideways instead of being cut).
    expect(await yaml.locator('pre').textContent()).toBe(SPEC);
    expect(await yaml.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await expect(yaml.locator('.line[data-n="16"]')).toHaveText('      ExecStart=/usr/sbin/sysctl -w vm.max_map_count=262144 net.core.somaxconn=32768 net.ipv4.tcp_max_syn_backlog=8192 fs.inotify.max_user_watches=1048576\n');
    await expect(yaml.locator('.tok-key').filter({ hasText: 'ExecStart' })).toHaveCount(1);

    // Narrower: the content reflows, the posted height follows, and nothing runs off the side.
    await resize(page, 380, folded);
    await expect.poll(fits).toBe(0);
    expect(await frame.locator('body').evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  });

  test('"Go to line" of a unit opens the YAML on its hook', async ({ page, baseURL }) => {
    await host(page, `${baseURL}?embed&readonly${cliLink(SPEC)}`, 700, 500);
    const frame = page.frameLocator('#embed');
    await frame.getByRole('tab', { name: 'nvidia-driver.service' }).click();
    await frame.getByRole('button', { name: 'Go to line 17' }).click();
    const yaml = frame.getByRole('region', { name: 'Hook spec' });
    await expect(yaml).toBeVisible();
    await expect(yaml).toBeFocused();
    await expect(yaml.locator('.line.target')).toHaveText('  - name: nvidia-driver.service\n');
    await expect(yaml.locator('.line.target')).toBeInViewport();
  });
});
