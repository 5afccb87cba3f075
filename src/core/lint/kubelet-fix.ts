import type { KubeletVerdict } from '../boot/types.ts';
import type { Analysis, Fix, HookSpec, TextEdit } from '../types.ts';
import { addManifestEntry } from './manifest-edits.ts';
import { appendHookListItem } from './yaml-edits.ts';

const KUBELET = 'kubelet.service';
const INSTALL = '`[Install]` with `WantedBy=multi-user.target`';

/** How kops builds the hook's unit, which decides where a line can go. */
export type HookForm = 'exec' | 'wrapped' | 'raw';

/** The form of `hook` in this analysis: raw (useRawManifest, kops 1.11+ or proposal) wins over execContainer, which wins over a wrapped manifest. */
export function hookForm(analysis: Analysis, hook: HookSpec): HookForm {
  if (analysis.behaviour.useRawManifest && hook.useRawManifest?.value === true) return 'raw';
  return hook.execContainer ? 'exec' : 'wrapped';
}

/** The hook a verdict is about. */
export function verdictHook(analysis: Analysis, v: Pick<KubeletVerdict, 'hook'>): HookSpec | undefined {
  return analysis.spec.documents[v.hook.document]?.hooks.find((h) => h.list === v.hook.list && h.index === v.hook.index);
}

/** A fix, or why there is none (in one sentence that says what to do). */
export type KubeletFix = { fix: Fix; note: null } | { fix: null; note: string | null };

/**
 * The YAML edit that makes a verdict's reboot `yes` (its remedy), written where the hook's form
 * keeps each line:
 * - `Before=kubelet.service`: the hook's `before:` list, which kops writes into [Unit] (exec and
 *   wrapped); the manifest's own [Unit] (raw, where kops refuses `before:`);
 * - `[Install]` with `WantedBy=multi-user.target`: the manifest, as its own section at the end
 *   (wrapped: kops puts the manifest last, inside [Service], so a header there opens [Install]
 *   as kops's own exec units have it; raw: its own [Install], or a new one). An exec hook has
 *   kops's [Install] already, and no field can change any other line of its unit.
 * Edits go into a literal block manifest (`|`) only; otherwise the note says what to add by hand.
 * `known`: the verdict's hook, when the caller has it.
 */
export function kubeletFix(analysis: Analysis, v: Pick<KubeletVerdict, 'hook' | 'remedy' | 'advice'>, known?: HookSpec): KubeletFix {
  const remedy = v.remedy;
  if (!remedy) return { fix: null, note: v.advice };
  // `known`: the caller has the hook at hand (lint); finding it costs a walk of its document.
  const hook = known ?? verdictHook(analysis, v);
  if (!hook) return { fix: null, note: null };
  const text = analysis.text;
  const form = hookForm(analysis, hook);
  if (form === 'exec' && remedy.install) {
    return { fix: null, note: `kops writes an execContainer hook's unit whole: no field can ${remedy.text.replace(/`/g, '')}. Rewrite it as a manifest hook (Type=oneshot, ExecStart= running the container) to write those lines yourself.` };
  }
  const edits: TextEdit[] = [];
  const add = (edit: TextEdit | undefined): boolean => (edit ? (edits.push(edit), true) : false);
  let ok = true;
  if (remedy.before) {
    ok = form === 'raw'
      ? add(addManifestEntry(text, hook, 'Unit', `Before=${KUBELET}`))
      : add(appendHookListItem(text, hook, 'before', hook.before, KUBELET, (hook.manifest ?? hook.execContainer)?.keyRange?.start));
  }
  if (ok && remedy.install) ok = add(addManifestEntry(text, hook, 'Install', 'WantedBy=multi-user.target'));
  if (!ok) return { fix: null, note: `The manifest is not a literal block (\`|\`), so the edit cannot be placed exactly: ${remedy.text.replace(/`/g, '')} by hand.` };
  const parts = [
    remedy.before ? (form === 'raw' ? `\`Before=${KUBELET}\` to the manifest's [Unit]` : `${KUBELET} to \`before:\``) : '',
    remedy.install ? `${INSTALL} to the manifest` : '',
  ].filter((p) => p !== '');
  return { fix: { title: `Add ${parts.join(' and ')}`, edits }, note: null };
}
