/**
 * systemd-analyze verify messages, classified by meaning (wording differs between systemd
 * versions: 252 says `Unknown key 'X' in section [S]`, others `Unknown key name 'X' in section 'S'`).
 * Each class lists the lint rules that report the same problem.
 */
export interface MessageClass {
  /** Rule ids, any of which matches. */
  rules: readonly string[];
  /** True when systemd drops a setting or refuses the unit; false for a notice (deprecation). */
  rejects: boolean;
}

const CLASSES: Array<[RegExp, MessageClass]> = [
  [/Unknown key (name )?'[^']+' in section/, { rules: ['unknown-directive', 'key-in-wrong-section'], rejects: true }],
  [/Unknown section '[^']+'/, { rules: ['unknown-section', 'section-not-for-unit-type', 'non-service-type-without-raw'], rejects: true }],
  [/Assignment outside of section/, { rules: ['line-outside-section'], rejects: true }],
  [/Missing '='|Missing key name|Invalid section header|Bad section header/i, { rules: ['malformed-line'], rejects: true }],
  [/Failed to resolve (unit )?specifiers/, { rules: ['invalid-specifier'], rejects: true }],
  [/Unbalanced quoting/, { rules: ['unbalanced-quotes'], rejects: true }],
  [/Neither a valid executable name nor an absolute path|Executable path is not absolute/, { rules: ['invalid-executable'], rejects: true }],
  [/Failed to parse|Invalid (boolean|value)/, { rules: ['invalid-value'], rejects: true }],
  [/Service has no ExecStart|lacks both ExecStart|has no ExecStart= setting/, { rules: ['missing-exec-start'], rejects: true }],
  [/more than one ExecStart= setting/, { rules: ['multiple-exec-start'], rejects: true }],
  [/Restart= set to either always or on-success/, { rules: ['oneshot-restart-always'], rejects: true }],
  [/Value of What= and unit name do not match/, { rules: ['swap-what-mismatch'], rejects: true }],
  [/Where= setting doesn't match unit name/, { rules: ['mount-where-mismatch'], rejects: true }],
  [/What= setting is missing/, { rules: ['mount-without-what'], rejects: true }],
  [/is masked/, { rules: ['empty-raw-manifest'], rejects: true }],
  [/Timer unit lacks value setting|Unit has no Listen setting|Path unit lacks path setting/, { rules: ['missing-trigger-setting'], rejects: true }],
  [/Failed to prepare filename|Invalid unit name|not a valid unit name/i, { rules: ['invalid-unit-name'], rejects: true }],
  [/Ignoring unknown escape sequences/, { rules: ['unknown-escape-sequence'], rejects: false }],
  [/please use|is obsolete|is deprecated|Support for .* is deprecated/, { rules: ['deprecated-directive'], rejects: false }],
];

/**
 * The lines by which systemd refuses to load a unit (252's wording): a fatal setting, a unit type's
 * own check ("Refusing.", "not loading."), a masked (empty) file. Every other complaint ends in
 * "ignoring": systemd drops that line or section and loads the unit. This is the line between our
 * `error` (the unit does not load) and `warning` (it loads, but not as written).
 */
export const REFUSAL = /Unit configuration has fatal error|has a bad unit file setting|Refusing\.|not loading\.|is masked|Failed to prepare filename|Invalid unit name|not a valid unit name/i;

/** Whether systemd refuses to load the unit, from its messages. */
export function refuses(messages: ReadonlyArray<{ text: string }>): boolean {
  return messages.some((m) => REFUSAL.test(m.text));
}

/**
 * Lines that add nothing: summaries of an earlier message, and complaints about this machine
 * rather than the unit (the test host has no /usr/bin/ctr or /opt/...; the node does).
 */
const SUMMARY = /Unit configuration has fatal error|has a bad unit file setting|is not executable: No such file or directory/;

/** The class of one message line, `'summary'`, or undefined when unknown (the test then fails). */
export function classify(line: string): MessageClass | 'summary' | undefined {
  if (SUMMARY.test(line)) return 'summary';
  return CLASSES.find(([re]) => re.test(line))?.[1];
}

/**
 * The lint rules whose findings are claims about systemd itself: when systemd accepts a unit,
 * none of them may report an error for it. (kops-level rules, such as validation parity or
 * duplicate unit files, may: systemd does not see those problems.)
 */
export const SYSTEMD_RULES: ReadonlySet<string> = new Set([
  'unknown-directive', 'key-in-wrong-section', 'unknown-section', 'section-not-for-unit-type', 'non-service-type-without-raw',
  'line-outside-section', 'malformed-line', 'invalid-specifier', 'unbalanced-quotes', 'invalid-executable', 'invalid-value',
  'missing-exec-start', 'multiple-exec-start', 'missing-trigger-setting', 'unknown-escape-sequence', 'oneshot-restart-always', 'swap-what-mismatch', 'mount-where-mismatch',
  'mount-without-what', 'empty-raw-manifest', 'deprecated-directive', 'relative-executable', 'percent-specifier', 'dollar-expansion',
  'shell-operator-without-shell', 'inline-comment', 'invalid-install-value', 'no-install-section', 'dependency-without-suffix',
  'requires-without-after', 'section-header-in-service', 'timer-without-service', 'oneshot-without-remain-after-exit',
  'oneshot-before-kubelet-without-timeout',
]);
