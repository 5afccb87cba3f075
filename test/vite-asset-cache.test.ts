import { describe, expect, it } from 'vitest';
import { isHashedAsset } from '../scripts/vite-asset-cache.ts';

describe('isHashedAsset', () => {
  it.each([
    ['/assets/index-CNY5HR0w.js', true],
    ['/docs/tools/kops-playground/assets/monaco-editor-BiQH6LuM.js', true],
    ['/assets/index-MymstyWh.css?v=1', true],
    ['/assets/yaml.worker-ER6NXyYa.js', true],
    ['/assets/index-classic-BkxSXd8r.js', true],
    ['/', false],
    ['/index.html', false],
    ['/assets/', false],
    ['/examples/01-swap-request.yaml', false],
    ['/assets/notes.txt', false],
  ])('%s → %s', (url, hashed) => {
    expect(isHashedAsset(url)).toBe(hashed);
  });
});
