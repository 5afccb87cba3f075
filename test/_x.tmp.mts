import { encodeShareLink } from '../src/core/share/index.ts';
const long = Array.from({ length: 400 }, (_, i) => `- name: h${i}-${(i * 7919).toString(36)}.service\n  manifest: "ExecStart=/bin/echo ${(i * 104729).toString(36)}"\n`).join('');
const r = encodeShareLink({ text: `hooks:\n${long}`, kopsVersion: '1.36.0' });
console.log(r.ok && r.fragment.length);
