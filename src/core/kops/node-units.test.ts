import { describe, expect, it } from 'vitest';
import { behaviour } from './behaviour.ts';
import { nodeUnits, type NodeContext } from './node-units.ts';

function units(version: string, over: Partial<NodeContext> = {}) {
  const ctx: NodeContext = { behaviour: behaviour(version, false).behaviour, role: 'Node', runtime: 'containerd', distro: 'debian', cluster: null, ...over };
  return new Map(nodeUnits(ctx).map((u) => [u.unit, u]));
}

// Each fact is read from kops's own builders at the tag cited (`git show <tag>:<path>`).
describe('nodeUnits against kops source', () => {
  it.each(['1.10.1', '1.20.3', '1.28.7', '1.36.0'])('logrotate.service is a simple service, not a oneshot, in %s (logrotate.go sets no Type=)', (v) => {
    // 1.10.1:nodeup/pkg/model/logrotate.go and v1.36.2:nodeup/pkg/model/logrotate.go: Description and ExecStart only.
    const u = units(v, v.startsWith('1.1') ? { runtime: 'docker' } : {}).get('logrotate.service');
    expect({ oneshot: u?.oneshot, lines: u?.lines }).toEqual({
      oneshot: false,
      lines: { after: [], before: [], requires: [], wants: [], partOf: [], wantedBy: [], defaultDependencies: true },
    });
  });

  it('the oneshots are kops-configuration, kubernetes-iptables-setup and cni-iptables-setup (v1.36.2: install.go, firewall.go, containerd.go)', () => {
    const all = [...units('1.36.0', { cluster: { name: 'a.k8s.local', settings: { networking: 'kubenet' } } }).values()];
    expect(all.filter((u) => u.oneshot).map((u) => u.unit)).toEqual(['kops-configuration.service', 'kubernetes-iptables-setup.service', 'cni-iptables-setup.service']);
  });

  it('kubelet: After= the runtime, enabled from 1.21 (v1.20.3 vs v1.21.5:nodeup/pkg/model/kubelet.go)', () => {
    expect(units('1.20.3').get('kubelet.service')?.lines).toMatchObject({ after: ['containerd.service'], wantedBy: [] });
    expect(units('1.21.5').get('kubelet.service')?.lines).toMatchObject({ after: ['containerd.service'], wantedBy: ['multi-user.target'] });
    expect(units('1.10.1', { runtime: 'docker' }).get('kubelet.service')?.lines).toMatchObject({ after: ['docker.service'], wantedBy: [] });
  });

  it('kubernetes-iptables-setup: Before=network.target, WantedBy=basic.target (1.10.1 and v1.36.2:nodeup/pkg/model/firewall.go)', () => {
    for (const v of ['1.10.1', '1.36.0']) {
      expect(units(v, v === '1.10.1' ? { runtime: 'docker' } : {}).get('kubernetes-iptables-setup.service')?.lines)
        .toMatchObject({ before: ['network.target'], wantedBy: ['basic.target'], after: [] });
    }
  });

  it('containerd: After=network.target dbus.service from 1.34 (v1.36.2:nodeup/pkg/model/containerd.go)', () => {
    expect(units('1.36.0').get('containerd.service')?.lines).toMatchObject({ after: ['network.target', 'dbus.service'], wantedBy: ['multi-user.target'] });
    expect(units('1.28.7').get('containerd.service')?.lines).toMatchObject({ after: ['network.target', 'local-fs.target'] });
  });

  it('containerd.service beside Docker, and docker.service After= it, only for Docker 18.09+ (v1.19.0:pkg/model/components/containerd.go:78, v1.19.0:nodeup/pkg/model/docker.go:189)', () => {
    const docker = (version: string, settings: Record<string, string>) => units(version, { runtime: 'docker', cluster: { name: 'a.example.com', settings } });
    // spec.docker.version 18.06.3: no containerd.service, and docker.service is not ordered after one.
    const old = docker('1.21.5', { dockerVersion: '18.06.3' });
    expect([old.has('containerd.service'), old.get('docker.service')?.lines.after]).toEqual([false, ['network-online.target', 'firewalld.service']]);
    // kops's default for Kubernetes 1.15 is 18.06.3 up to 1.21 (v1.21.5:pkg/model/components/docker.go), 19.03.15 from 1.22.
    expect(docker('1.21.5', { kubernetesVersion: '1.15.12' }).has('containerd.service')).toBe(false);
    expect(docker('1.22.6', { kubernetesVersion: '1.15.12' }).get('containerd.service')?.presence).toBe('yes');
    expect(docker('1.21.5', { kubernetesVersion: '1.16.15' }).get('docker.service')?.lines.after).toEqual(['network-online.target', 'firewalld.service', 'containerd.service']);
  });

  it('node-authorizer.service is a oneshot (RemainAfterExit=yes) ordered after the runtime from 1.18 (1.10.1 and v1.18.0:nodeup/pkg/model/node_authorizer.go)', () => {
    const na = (version: string, runtime: 'docker' | 'containerd') => units(version, { runtime, cluster: { name: 'a.example.com', settings: { nodeAuthorizer: true } } }).get('node-authorizer.service');
    expect([na('1.10.1', 'docker')?.oneshot, na('1.10.1', 'docker')?.lines.after]).toEqual([true, ['docker.service']]);
    expect(na('1.19.3', 'containerd')?.lines).toMatchObject({ after: ['containerd.service'], before: ['kubelet.service'], wantedBy: [] });
  });
});
