import { describe, expect, it } from 'vitest';
import { environmentFlags, execContainer, goTrimSpace, normaliseImage } from './exec-container.ts';

describe('exec containers', () => {
  it.each([
    ['busybox', 'docker.io/library/busybox:latest'],
    ['busybox:1.36', 'docker.io/library/busybox:1.36'],
    ['library/busybox', 'library/busybox:latest'],
    ['quay.io/org/img', 'quay.io/org/img:latest'],
    ['registry:5000/img', 'registry:5000/img'],
    ['busybox@sha256:abc', 'docker.io/library/busybox@sha256:abc'],
  ])('normalises %s to %s', (image, want) => {
    expect(normaliseImage(image)).toBe(want);
  });

  it('sorts environment keys in byte order and keeps the last of a repeated key', () => {
    expect(environmentFlags([['b', '1'], ['a', '2'], ['B', '3'], ['a', '4']], '--env')).toEqual(['--env', 'B=3', '--env', 'a=4', '--env', 'b=1']);
    // UTF-16 order would put U+FF21 after U+1F600's surrogates; byte order puts it first.
    expect(environmentFlags([['😀', 'x'], ['Ａ', 'y']], '-e')).toEqual(['-e', 'Ａ=y', '-e', '😀=x']);
  });

  it('trims like Go strings.TrimSpace', () => {
    expect(goTrimSpace(' \t\u00a0\u0085busybox \n')).toBe('busybox');
    expect(goTrimSpace('\ufeffbusybox')).toBe('\ufeffbusybox');
  });

  it('writes the docker lines with -e', () => {
    const l = execContainer({ image: 'busybox', command: ['echo', 'a b'], environment: [['K', 'V']] }, 'h', 'docker', '-e');
    expect(l.pull).toBe('/usr/bin/docker pull busybox');
    expect(l.run).toBe('/usr/bin/docker run -v /:/rootfs/ -v /var/run/dbus:/var/run/dbus -v /run/systemd:/run/systemd --net=host --privileged -e K=V busybox echo "a b"');
  });

  it('writes the ctr lines with the hook name as container id', () => {
    const l = execContainer({ image: 'registry:5000/img', command: [], environment: [['K', 'V']] }, 'my.hook', 'containerd', '--env');
    expect(l.pull).toBe('/usr/bin/ctr --namespace k8s.io image pull registry:5000/img');
    expect(l.run).toBe('/usr/bin/ctr --namespace k8s.io run --rm --mount type=bind,src=/,dst=/rootfs,options=rbind:rslave --mount type=bind,src=/var/run/dbus,dst=/var/run/dbus,options=rbind:rprivate --mount type=bind,src=/run/systemd,dst=/run/systemd,options=rbind:rprivate --net-host --privileged --env K=V registry:5000/img my.hook');
  });
});
