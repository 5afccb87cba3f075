import { describe, expect, it } from 'vitest';
import { analyze } from '../index.ts';
import type { Analysis, AnalyzeOptions, Diagnostic, Fix, HookSpec } from '../types.ts';
import { applyFixes } from './apply-fixes.ts';
import { hookKind, type HookKind } from './hook-kind.ts';
import { RULES } from './rules/index.ts';

// Every rule runs over hooks of each kind (hook-kind.ts), and every fix it offers is applied: no
// fix may edit a field the hook cannot have, and every message must give advice its author can
// follow. kops facts: an exec hook's unit is kops's whole (v1.36.0:nodeup/pkg/model/hooks.go
// buildContainerdService), a wrapped manifest is the body of kops's [Service] (SetSection), and
// a raw manifest is the file as written, with requires/before forbidden
// (v1.36.0:pkg/apis/kops/validation/validation.go validateHookSpec).

const EXEC = `- name: gpu
  before: [kubelet.service]
  requires: [network-online.target, docker.service]
  execContainer:
    image: nvidia/driver
    command: [echo, a, "&&", "+%s", "$FOO", "", "%k", "#"]
    environment: {B: "1", A: "2"}
- name: early
  before: [basic, basic.target]
  execContainer:
    image: busybox:1.36
- name: ordered
  after: [network.target]
  execContainer:
    image: busybox:1.36
- name: tmpl@.service
  execContainer:
    image: busybox:1.36
- name: empty
  execContainer:
    image: " "
- execContainer:
    image: busybox:1.36
    comand: [x]
- name: ordered
  execContainer:
    image: busybox:1.36
- name: kubelet
  execContainer:
    image: busybox:1.36
`;

const WRAPPED = `- name: prep.service
  before: [kubelet.service]
  requires: [b.service]
  manifest: |
    Type=simple
    After=network.target
    Before=c.service
    Requires=d
    WantedBy=multi-user.target
    Restart=always
    ExecStart=/usr/bin/apt-get update && /usr/bin/apt-get -y install jq
    ExecStart=date +%s $FOO # a comment
    ExecStartPost=bin/run
    TimeoutStartSec=soon
    MemoryLimit=1G
    Exec=/bin/true
- name: once.service
  before: [kubelet.service]
  manifest: |
    Type=oneshot
    ExecStart=/bin/true
    [Unit]
    Description=Once
- name: swap1.swap
  manifest: |
    [Swap]
    What=/swap1
- name: nostart.service
  manifest: |
    Type=simple
- name: dollar
  manifest: >
    Type=oneshot
    ExecStart=/bin/true
`;

const RAW = `- name: prep.service
  useRawManifest: true
  requires: [x.service]
  manifest: |
    [Unit]
    Before=kubelet.service
    Requires=b.service
    [Service]
    Type=oneshot
    After=network.target
    WantedBy=multi-user.target
    ExecStart=/usr/bin/apt-get update && /usr/bin/apt-get -y install jq
    ExecStart=date +%s $FOO # a comment
    [Sevice]
    Foo=bar
- name: swap1.swap
  useRawManifest: true
  manifest: |
    [Unit]
    Requires=mkswap.service
    [Swap]
    What=/swap2
- name: many.service
  useRawManifest: true
  manifest: |
    [Service]
    Type=simple
    ExecStart=/bin/a
    ExecStart=/bin/b
    [Install]
    WantedBy=multi-user.target
- name: t.timer
  useRawManifest: true
  manifest: |
    [Timer]
    Persistent=true
- name: m.service
  useRawManifest: true
  execContainer:
    image: busybox:1.36
  manifest: |
    [Service]
    ExecStart=/bin/true
`;

/** Rules whose findings say that a hook has a field, section or line it cannot have. */
const IMPOSSIBLE = [
  'exec-container-with-raw-manifest', 'requires-before-with-raw-manifest', 'requires-before-ignored-under-raw', 'key-in-wrong-section',
  'section-header-in-service', 'line-outside-section', 'unknown-hook-field', 'wrong-api-version-field', 'raw-manifest-without-manifest',
  'hook-without-body', 'non-service-type-without-raw', 'section-not-for-unit-type', 'malformed-line', 'folded-manifest',
];

/** Advice to write a unit directive (`Set \`TimeoutStartSec=\``, `add \`After=x\``...). */
const WRITE_DIRECTIVE = /\b(set|add|write|put|use)\b[^.:;]*`[A-Z][A-Za-z]*=/i;

const hookOf = (a: Analysis, at: number): HookSpec | undefined => a.spec.documents.flatMap((d) => d.hooks).find((h) => h.range.start <= at && at < h.range.end);
const sameHook = (a: Analysis, h: HookSpec): HookSpec | undefined => a.spec.documents[h.document]?.hooks.find((x) => x.list === h.list && x.index === h.index);
const count = (a: Analysis, h: HookSpec, codes: readonly string[]): number =>
  a.diagnostics.filter((d) => codes.includes(d.code) && hookOf(a, d.range.start)?.index === h.index).length;
const definition = (a: Analysis, h: HookSpec): string | null | undefined =>
  a.groups.flatMap((g) => g.tasks).find((t) => t.hook.index === h.index && t.hook.list === h.list && t.hook.document === h.document)?.definition;

interface Case { kind: HookKind; text: string; options: AnalyzeOptions }

const CASES: Case[] = [
  ...(['1.10.0', '1.20.2', '1.28.7', '1.36.0'] as const).flatMap((v) => [
    { kind: 'exec' as const, text: EXEC, options: { kopsVersion: v } },
    { kind: 'wrapped' as const, text: WRAPPED, options: { kopsVersion: v } },
  ]),
  { kind: 'exec', text: EXEC, options: { proposal: true } },
  { kind: 'raw', text: RAW, options: { kopsVersion: '1.11.0' } },
  { kind: 'raw', text: RAW, options: { kopsVersion: '1.36.0' } },
  { kind: 'raw', text: RAW, options: { proposal: true } },
];

/** Every finding on a hook of the case's kind, with the hook. */
function findings(c: Case): { analysis: Analysis; found: Array<{ d: Diagnostic; hook: HookSpec }> } {
  const analysis = analyze(c.text, c.options);
  const found = analysis.diagnostics.flatMap((d) => {
    const hook = hookOf(analysis, d.range.start);
    return hook && hookKind(hook, analysis.behaviour) === c.kind && d.code in RULES ? [{ d, hook }] : [];
  });
  return { analysis, found };
}

/** What is wrong with `fix` of a finding on `hook` (a hook of `kind`), or null. */
function fault(c: Case, before: Analysis, hook: HookSpec, d: Diagnostic, fix: Fix): string | null {
  const text = applyFixes(before.text, [fix]);
  if (text === before.text) return 'changes nothing';
  const after = analyze(text, c.options);
  const now = sameHook(after, hook);
  if (!now) return 'loses the hook';
  if (count(after, now, IMPOSSIBLE) > count(before, hook, IMPOSSIBLE)) return `adds ${after.diagnostics.filter((x) => IMPOSSIBLE.includes(x.code) && hookOf(after, x.range.start)?.index === now.index).map((x) => x.code).join(', ')}`;
  const kind = hookKind(now, after.behaviour);
  if (c.kind === 'raw' && (kind !== 'raw' || (now.requires && !hook.requires) || (now.before && !hook.before) || (now.execContainer && !hook.execContainer))) return 'gives a raw manifest a field it cannot have';
  if (c.kind === 'exec' && kind === 'exec' && (now.manifest?.value !== hook.manifest?.value || now.useRawManifest?.value !== hook.useRawManifest?.value)) return 'edits a manifest kops ignores on an exec hook';
  if (c.kind === 'exec' && kind !== 'exec') {
    // The rewrite: the unit kops writes now, plus the one line the finding asks for.
    if (kind !== 'raw' || now.requires || now.before || now.execContainer) return 'rewrites an exec hook into something else than a raw manifest';
    const was = (definition(before, hook) ?? '').split('\n');
    const is = (definition(after, now) ?? '').split('\n');
    const at = is.findIndex((l, i) => l !== was[i]);
    if (is.length !== was.length + 1 || is.slice(at + 1).join('\n') !== was.slice(at).join('\n')) return 'rewrites the unit beyond one added line';
  }
  if (c.kind === 'wrapped' && kind === 'wrapped') {
    // One header may be added: an [Install] that ends the manifest. kops puts the manifest last,
    // as the body of [Service], and writes no [Install] for a manifest hook
    // (v1.36.0:nodeup/pkg/model/hooks.go buildSystemdService, SetSection), so that header opens
    // the unit's only [Install]: the one way to enable a wrapped manifest.
    const headers = (m: HookSpec): number => (m.manifest?.value.match(/^\s*\[/gm) ?? []).length;
    const endsInInstall = (m: HookSpec): boolean => (m.manifest?.value.match(/^\s*\[[^\]\n]*\]/gm) ?? []).at(-1)?.trim() === '[Install]';
    const added = headers(now) - headers(hook);
    if (added > 1 || (added === 1 && !(endsInInstall(now) && !endsInInstall(hook)))) return 'adds a section header to a wrapped manifest';
  }
  if (after.diagnostics.some((x) => x.code === d.code && x.message === d.message) && d.code !== 'ordering-cycle') return `does not clear ${d.code}`;
  return null;
}

describe('every rule over an exec hook, a wrapped manifest and a raw manifest', () => {
  it.each(CASES)('$kind hooks, $options: no fix edits a field the hook cannot have', (c) => {
    const { analysis, found } = findings(c);
    const faults = found.flatMap(({ d, hook }) => (d.fixes ?? []).flatMap((fix) => {
      const f = fault(c, analysis, hook, d, fix);
      return f ? [`${d.code} "${fix.title}": ${f}`] : [];
    }));
    expect(faults).toEqual([]);
  });

  it.each(CASES.filter((c) => c.kind === 'exec'))('exec hooks, $options: no message asks for a directive kops does not let the author write', (c) => {
    const { analysis, found } = findings(c);
    // A directive the message names that kops's unit lacks (`TimeoutStartSec=`) can only come
    // from rewriting the hook as a manifest hook: the message must say so.
    const lacking = (d: Diagnostic, hook: HookSpec): boolean => [...d.message.matchAll(/`([A-Z][A-Za-z]+)=/g)]
      .some((m) => !`\n${definition(analysis, hook) ?? ''}`.includes(`\n${m[1]}=`));
    const impossible = found.filter(({ d, hook }) => (lacking(d, hook) || WRITE_DIRECTIVE.test(d.message)) && !/rewrit\w*( it)? as a manifest hook/.test(d.message) && !/`command`/.test(d.message));
    expect(impossible.map(({ d }) => `${d.code}: ${d.message}`)).toEqual([]);
  });

  it.each(CASES.filter((c) => c.kind === 'wrapped'))('wrapped manifests, $options: a [Unit] or [Install] directive is never asked of the manifest itself', (c) => {
    const { found } = findings(c);
    const wrong = found.filter(({ d }) => /`(After|Wants|WantedBy|Description|DefaultDependencies)=/.test(d.message) && WRITE_DIRECTIVE.test(d.message) && !/useRawManifest|raw manifest|field/.test(d.message));
    expect(wrong.map(({ d }) => `${d.code}: ${d.message}`)).toEqual([]);
  });

  // The corpus must keep reaching the rules: these are the rules that fire, and those that offer a
  // fix, on each kind (kops 1.36.0). A rule that stops firing here makes the checks above vacuous.
  it.each([
    ['exec', EXEC, [
      'before-kubelet-not-at-reboot', 'dependency-without-suffix', 'docker-on-containerd', 'dollar-expansion', 'duplicate-hook-name', 'empty-command-argument', 'empty-image',
      'exec-pull-races-runtime', 'image-name-read-as-registry', 'image-without-tag', 'invalid-specifier', 'oneshot-before-kubelet-without-timeout', 'oneshot-without-remain-after-exit', 'ordering-cycle',
      'percent-specifier', 'requires-without-after', 'shadows-kops-unit', 'shell-operator-without-shell', 'template-unit-name', 'unknown-hook-field',
      'unstable-environment-order',
    ], ['dependency-without-suffix', 'exec-pull-races-runtime', 'image-name-read-as-registry', 'oneshot-before-kubelet-without-timeout', 'oneshot-without-remain-after-exit', 'requires-without-after', 'unknown-hook-field']],
    ['wrapped', WRAPPED, [
      'before-kubelet-not-at-reboot', 'deprecated-directive', 'dollar-expansion', 'inline-comment', 'invalid-executable', 'invalid-value', 'key-in-wrong-section', 'missing-exec-start',
      'multiple-exec-start', 'no-install-section', 'oneshot-before-kubelet-without-timeout', 'oneshot-without-remain-after-exit', 'percent-specifier',
      'relative-executable', 'requires-without-after', 'section-header-in-service', 'section-not-for-unit-type', 'shell-operator-without-shell',
      'unknown-directive',
    ], [
      'before-kubelet-not-at-reboot', 'key-in-wrong-section', 'multiple-exec-start', 'no-install-section', 'oneshot-before-kubelet-without-timeout',
      'oneshot-without-remain-after-exit', 'requires-without-after', 'section-header-in-service', 'section-not-for-unit-type',
    ]],
    ['raw', RAW, [
      'before-kubelet-not-at-reboot', 'dollar-expansion', 'exec-container-with-raw-manifest', 'inline-comment', 'key-in-wrong-section', 'missing-trigger-setting', 'multiple-exec-start',
      'no-install-section', 'oneshot-before-kubelet-without-timeout', 'oneshot-without-remain-after-exit', 'percent-specifier', 'relative-executable',
      'requires-before-with-raw-manifest', 'requires-without-after', 'shell-operator-without-shell', 'swap-what-mismatch', 'timer-without-service',
      'unknown-section',
    ], [
      'before-kubelet-not-at-reboot', 'key-in-wrong-section', 'multiple-exec-start', 'no-install-section', 'oneshot-before-kubelet-without-timeout',
      'oneshot-without-remain-after-exit', 'requires-before-with-raw-manifest', 'requires-without-after', 'swap-what-mismatch', 'unknown-section',
    ]],
  ] as const)('%s: the rules the corpus reaches', (kind, text, fired, fixed) => {
    const { found } = findings({ kind, text, options: { kopsVersion: '1.36.0' } });
    expect([...new Set(found.map(({ d }) => d.code))].sort()).toEqual(fired);
    expect([...new Set(found.filter(({ d }) => d.fixes?.length).map(({ d }) => d.code))].sort()).toEqual(fixed);
  });
});
