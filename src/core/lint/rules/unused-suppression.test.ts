import { describe, expect, it } from 'vitest';
import { analyze } from '../../index.ts';
import { TextIndex } from '../../text-index.ts';

// Suppression comments at hook, line and document scope, and the warning for one that silences
// nothing. Each case lists every diagnostic left, as `line:column code`.
const left = (yaml: string): string[] => {
  const a = analyze(yaml);
  const index = new TextIndex(yaml);
  return a.diagnostics.map((d) => {
    const { line, column } = index.lineCol(d.range.start);
    return `${line}:${column} ${d.code}`;
  });
};

const RAW = (name: string): string => `- name: ${name}\n  useRawManifest: true\n  manifest: |\n    [Service]\n    ExecStart=/opt/x\n`;

describe('suppressions', () => {
  it('without a comment, both hooks have no-install-section', () => {
    expect(left(RAW('a.service') + RAW('b.service'))).toEqual(['3:3 no-install-section', '8:3 no-install-section']);
  });

  it('hook scope: above a hook, it silences that hook only', () => {
    const yaml = `# kops-hooks-disable-next-line no-install-section -- started by nodeup only\n${RAW('a.service')}${RAW('b.service')}`;
    expect(left(yaml)).toEqual(['9:3 no-install-section']);
  });

  it('line scope: above a line of a manifest, it silences that line only', () => {
    const yaml = '- name: a.service\n  useRawManifest: true\n  manifest: |\n    [Service]\n    Type=oneshot\n    RemainAfterExit=yes\n'
      + '    # kops-hooks-disable-next-line relative-executable -- on PATH in our image\n    ExecStartPre=prepare\n    ExecStart=run\n'
      + '    [Install]\n    WantedBy=multi-user.target\n';
    expect(left(yaml)).toEqual(['9:5 relative-executable']);
    expect(left(yaml.replace('    # kops-hooks-disable-next-line relative-executable -- on PATH in our image\n', ''))).toEqual(['7:5 relative-executable', '8:5 relative-executable']);
  });

  it('several rules, one comment', () => {
    const yaml = '# kops-hooks-disable-next-line no-install-section, relative-executable -- legacy\n- name: a.service\n  useRawManifest: true\n  manifest: |\n    [Service]\n    ExecStart=x\n';
    expect(left(yaml)).toEqual([]);
    expect(left(yaml.replace('# kops-hooks-disable-next-line no-install-section, ', '# kops-hooks-disable-next-line '))).toEqual(['4:3 no-install-section']);
  });

  it('document scope: at the top of a document, for that document only', () => {
    const doc = `# kops-hooks-disable no-install-section\n${RAW('a.service')}`;
    expect(left(doc)).toEqual([]);
    const two = 'apiVersion: kops.k8s.io/v1alpha2\nkind: InstanceGroup\nmetadata:\n  name: a\n# kops-hooks-disable no-install-section\nspec:\n  role: Node\n  hooks:\n  - name: a.service\n    useRawManifest: true\n    manifest: |\n      [Service]\n      ExecStart=/opt/x\n'
      + '---\napiVersion: kops.k8s.io/v1alpha2\nkind: InstanceGroup\nmetadata:\n  name: b\nspec:\n  role: Node\n  hooks:\n  - name: b.service\n    useRawManifest: true\n    manifest: |\n      [Service]\n      ExecStart=/opt/x\n';
    expect(left(two)).toEqual(['24:5 no-install-section']);
  });

  it('an unused or misspelt rule is reported on its name', () => {
    const yaml = `# kops-hooks-disable-next-line no-install-sectoin\n${RAW('a.service')}`;
    expect(left(yaml)).toEqual(['1:32 unused-suppression', '4:3 no-install-section']);
    expect(analyze(yaml).diagnostics[0]?.message).toBe('`no-install-sectoin` is suppressed here, but nothing reports it where the comment applies: remove it from the comment.');
  });
});
