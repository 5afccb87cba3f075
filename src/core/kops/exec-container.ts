import { escapeCommand } from '../systemd/escape-command.ts';
import type { Runtime } from '../types.ts';

/** The plain values of an `execContainer`, after kops trimmed the image. */
export interface ExecValues {
  image: string;
  command: readonly string[];
  environment: ReadonlyArray<readonly [string, string]>;
}

/** The two command lines of an exec hook, escaped as kops writes them. */
export interface ExecLines {
  pull: string;
  run: string;
  /** The image as it appears in the lines (normalised for containerd). */
  image: string;
}

const DOCKER_RUN = [
  '/usr/bin/docker', 'run', '-v', '/:/rootfs/', '-v', '/var/run/dbus:/var/run/dbus',
  '-v', '/run/systemd:/run/systemd', '--net=host', '--privileged',
];
const CTR = ['/usr/bin/ctr', '--namespace', 'k8s.io'];
const CTR_RUN = [
  ...CTR, 'run', '--rm',
  '--mount', 'type=bind,src=/,dst=/rootfs,options=rbind:rslave',
  '--mount', 'type=bind,src=/var/run/dbus,dst=/var/run/dbus,options=rbind:rprivate',
  '--mount', 'type=bind,src=/run/systemd,dst=/run/systemd,options=rbind:rprivate',
  '--net-host', '--privileged',
];

// Go's unicode.IsSpace, which strings.TrimSpace uses (JS trim() differs: it strips U+FEFF, keeps U+0085).
const GO_SPACE = /^[\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+|[\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+$/g;

/** Go's strings.TrimSpace. */
export function goTrimSpace(s: string): string {
  return s.replace(GO_SPACE, '');
}

/** containerd's short-name rule as kops applies it: no `/` → `docker.io/library/`; no `:` → `:latest`. */
export function normaliseImage(image: string): string {
  let out = image.includes('/') ? image : `docker.io/library/${image}`;
  if (!out.includes(':')) out += ':latest';
  return out;
}

function codePointCompare(a: string, b: string): number {
  // Byte order of UTF-8 equals code point order, which UTF-16 comparison breaks above U+D7FF.
  const x = Array.from(a, (c) => c.codePointAt(0) ?? 0);
  const y = Array.from(b, (c) => c.codePointAt(0) ?? 0);
  for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return (x[i] ?? 0) - (y[i] ?? 0);
  return x.length - y.length;
}

/**
 * The environment as flags, keys sorted in byte order. kops iterates a Go map (random order), so
 * with two or more variables the real unit text changes between nodeup runs; sorting is our choice.
 * A key given twice keeps its last value, as a Go map does.
 */
export function environmentFlags(env: ExecValues['environment'], flag: '-e' | '--env'): string[] {
  const map = new Map<string, string>();
  for (const [k, v] of env) map.set(k, v);
  return [...map.keys()].sort(codePointCompare).flatMap((k) => [flag, `${k}=${map.get(k) ?? ''}`]);
}

/**
 * The pull and run command lines of an exec hook: Docker, or from kops 1.20.3 with containerd
 * `ctr`, whose run line also names the container after the hook (name without suffix).
 */
export function execContainer(exec: ExecValues, hookName: string, tool: Runtime, envFlag: '-e' | '--env'): ExecLines {
  const env = environmentFlags(exec.environment, envFlag);
  if (tool === 'docker') {
    return {
      image: exec.image,
      pull: escapeCommand(['/usr/bin/docker', 'pull', exec.image]),
      run: escapeCommand([...DOCKER_RUN, ...env, exec.image, ...exec.command]),
    };
  }
  const image = normaliseImage(exec.image);
  return {
    image,
    pull: escapeCommand([...CTR, 'image', 'pull', image]),
    run: escapeCommand([...CTR_RUN, ...env, image, hookName, ...exec.command]),
  };
}
