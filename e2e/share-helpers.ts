import { spawnSync } from 'node:child_process';
import { deflateSync } from 'fflate';
import { decodeShareLink, type ShareState } from '../src/core/share/index.ts';
import { base64urlEncode } from '../src/core/share/base64url.ts';
import { crc32 } from '../src/core/share/crc32.ts';
import { DICTIONARY_V1 } from '../src/core/share/dictionary-v1.ts';
import { utf8Encode } from '../src/core/utf8.ts';

const BIN = new URL('../bin/kops-hooks.mjs', import.meta.url).pathname;

/** Makes a permalink fragment with the real CLI, as a documentation build would. */
export function cliLink(text: string, args: string[] = []): string {
  const result = spawnSync(process.execPath, [BIN, 'link', '-', ...args], { input: text, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`kops-hooks link failed (${result.status}): ${result.stderr}`);
  return result.stdout.trim();
}

/** Decodes what the page shows in its "Permalink" box (or its address). */
export function decoded(link: string): ShareState {
  const result = decodeShareLink(link);
  if (!result.ok) throw new Error(result.message);
  return result.state;
}

/** A v1 link whose payload inflates to 40 MiB: checksum and format are valid, only the size is hostile. */
export function bombLink(): string {
  const payload = new Uint8Array(40 * 1_048_576);
  payload.set([1, 6, ...utf8Encode('1.36.0'), 0]);
  const packed = deflateSync(payload, { level: 9, dictionary: utf8Encode(DICTIONARY_V1) });
  const out = new Uint8Array(4 + packed.length);
  new DataView(out.buffer).setUint32(0, crc32(payload));
  out.set(packed, 4);
  return `#v1.${base64urlEncode(out)}`;
}

/** A spec with a Cluster hook and an instance group hook, so group and unit choices matter. */
export const TWO_GROUPS = `apiVersion: kops.k8s.io/v1alpha2
kind: Cluster
metadata:
  name: share.example.com
spec:
  hooks:
  - name: cluster-wide.service
    manifest: |
      Type=oneshot
      ExecStart=/bin/echo cluster
---
apiVersion: kops.k8s.io/v1alpha2
kind: InstanceGroup
metadata:
  name: nodes
spec:
  role: Node
---
apiVersion: kops.k8s.io/v1alpha2
kind: InstanceGroup
metadata:
  name: batch
spec:
  role: Node
  hooks:
  - name: batch-only.service
    manifest: |
      Type=oneshot
      ExecStart=/bin/echo batch
`;

/** A small spec whose first hook name identifies it in "Recent drafts". */
export const draftSpec = (name: string): string => `hooks:\n- name: ${name}\n  manifest: |\n    Type=oneshot\n    ExecStart=/bin/true\n`;
