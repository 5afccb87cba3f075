import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { runCli } from './run-cli.ts';

const ROOT = resolve(import.meta.dirname, '..');
const hooks = parse(readFileSync(join(ROOT, '.pre-commit-hooks.yaml'), 'utf8')) as Array<Record<string, unknown>>;
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { bin: Record<string, string> };

/** The keys pre-commit 4.6.2 accepts in a hook of .pre-commit-hooks.yaml (MANIFEST_HOOK_DICT, pre_commit/clientlib.py). */
const KEYS = ['minimum_pre_commit_version', 'id', 'name', 'entry', 'language', 'alias', 'files', 'exclude', 'types', 'types_or', 'exclude_types',
  'additional_dependencies', 'args', 'always_run', 'fail_fast', 'pass_filenames', 'description', 'language_version', 'log_file', 'require_serial', 'stages', 'verbose'];

const dir = mkdtempSync(join(tmpdir(), 'kops-hooks-pre-commit-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('.pre-commit-hooks.yaml', () => {
  it('declares kops-hooks-lint in the shape pre-commit reads', () => {
    expect(hooks.map((h) => h.id)).toEqual(['kops-hooks-lint']);
    for (const h of hooks) {
      expect(Object.keys(h).filter((k) => !KEYS.includes(k))).toEqual([]);
      for (const k of ['id', 'name', 'entry', 'language', 'description', 'minimum_pre_commit_version']) expect(typeof h[k]).toBe('string');
      expect(h.language).toBe('node');
      expect(Object.keys(pkg.bin)).toContain(String(h.entry).split(' ')[0]);
    }
  });

  it('runs as pre-commit runs it: the entry followed by every staged file, failing when one has an error', () => {
    const entry = String(hooks[0]?.entry).split(' ').slice(1);
    const clean = join(dir, 'clean.yaml');
    const broken = join(dir, 'broken.yaml');
    writeFileSync(clean, 'hooks:\n- name: a.service\n  manifest: |\n    Type=oneshot\n    RemainAfterExit=yes\n    ExecStart=/bin/true\n');
    writeFileSync(broken, 'hooks:\n- name: b\n');
    expect(runCli([...entry, clean, clean]).status).toBe(0);
    const failed = runCli([...entry, clean, broken]);
    expect(failed.status).toBe(1);
    expect(failed.stdout).toContain(`${broken}:2:3: error hook-without-body: `);
  });
});
