import { describe, expect, it } from 'vitest';
import { checkKopsVersion, isNewerThanKnown, normaliseKopsVersion } from './check-kops-version.ts';

describe('checkKopsVersion', () => {
  it.each(['1.30.4', 'v1.29', '1.30', ' 1.8.0 ', '1.30.0-beta.1', '1.40.1'])('accepts %j', (v) => {
    expect(checkKopsVersion(v)).toBeNull();
  });

  it.each([
    ['', 'Type a kops version, such as 1.30.4.'],
    ['banana', '"banana" is not a version number: write it as 1.30.4 (or 1.30, v1.30.4).'],
    ['1.30.4.1', '"1.30.4.1" is not a version number: write it as 1.30.4 (or 1.30, v1.30.4).'],
    ['2.0', 'kops 2.0 is not a kops 1.x release: the newest is 1.36.2.'],
    ['1.7.1', 'kops 1.7.1 predates the versions modelled here: 1.8 and later.'],
  ])('refuses %j, saying why', (v, message) => {
    expect(checkKopsVersion(v)).toEqual({ message });
  });
});

describe('normaliseKopsVersion and isNewerThanKnown', () => {
  it('drops spaces and a leading v, and keeps what the person wrote otherwise', () => {
    expect(['v1.30.4', ' 1.28 ', '1.30.0-beta.1'].map(normaliseKopsVersion)).toEqual(['1.30.4', '1.28', '1.30.0-beta.1']);
  });

  it('knows which versions are newer than the newest release', () => {
    expect(['1.36.2', '1.36.3', '1.37', '1.8.1', 'proposal'].map(isNewerThanKnown)).toEqual([false, true, true, false, false]);
  });
});
