import { describe, expect, it } from 'vitest';
import { enabledByInstall } from './install-section.ts';

describe('enabledByInstall', () => {
  it.each([
    ['[Unit]\nDescription=x\n\n[Service]\nExecStart=/bin/true\n', false],
    ['[Service]\nExecStart=/bin/true\n\n[Install]\nWantedBy=multi-user.target\n', true],
    ['[Service]\n[Install]\nRequiredBy=kubelet.service', true],
    ['[Install]\nWantedBy=\n', false],
    ['[Install]\n# WantedBy=multi-user.target\nAlso=x.service\n', false],
    ['[Service]\nWantedBy=multi-user.target\n', false],
  ])('%j → %s', (text, expected) => {
    expect(enabledByInstall(text)).toBe(expected);
  });
});
