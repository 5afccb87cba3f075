/**
 * The fixes that are a person's choice (Fix.suggestion): offered in the editor and the Problems
 * list, never applied by `lint --fix`, which applies only the others. `kops-hooks --help` names
 * them; choice-fixes.test.ts checks the list against what the rules offer on their examples.
 */
export const CHOICE_FIXES: ReadonlyArray<{ rules: readonly string[]; what: string }> = [
  { rules: ['oneshot-before-kubelet-without-timeout'], what: 'TimeoutStartSec= (how long a hook may hold kubelet)' },
  { rules: ['oneshot-without-remain-after-exit'], what: 'RemainAfterExit=yes (whether the hook runs again on every nodeup pass)' },
  { rules: ['no-install-section'], what: 'WantedBy= (whether systemd starts the unit at boot)' },
  { rules: ['requires-without-after'], what: 'After= (whether the units are ordered)' },
  { rules: ['exec-pull-races-runtime'], what: 'an exec hook rewritten with After= on its runtime (the unit kops writes, as a raw manifest)' },
  { rules: ['file-asset-not-executable'], what: 'running a fileAsset script through /bin/sh (before kops 1.23.3, which has no mode:)' },
  { rules: ['key-in-wrong-section', 'no-install-section', 'requires-without-after'], what: 'rewriting a hook as a raw manifest (useRawManifest: true)' },
];
