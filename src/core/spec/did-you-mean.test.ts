import { describe, expect, it } from 'vitest';
import { didYouMean } from './did-you-mean.ts';
import { EXEC_CONTAINER_FIELDS, HOOK_FIELDS, isHookField } from './fields.ts';

describe('didYouMean', () => {
  it.each([
    ['requiers', 'requires'],
    ['useRawManifests', 'useRawManifest'],
    ['enable', 'enabled'],
    ['disable', 'disabled'],
    ['manfiest', 'manifest'],
    ['Manifest', 'manifest'],
    ['execcontainer', 'execContainer'],
    ['role', 'roles'],
    ['befor', 'before'],
    ['usRawName', 'useRawName'],
  ])('%s → %s', (word, expected) => {
    expect(didYouMean(word, HOOK_FIELDS)).toBe(expected);
  });

  it.each(['after', 'x', 'description', 'wantedBy', ''])('suggests nothing for %j', (word) => {
    expect(didYouMean(word, HOOK_FIELDS)).toBeUndefined();
  });

  it('works for execContainer keys', () => {
    expect(didYouMean('images', EXEC_CONTAINER_FIELDS)).toBe('image');
    expect(didYouMean('env', EXEC_CONTAINER_FIELDS)).toBeUndefined();
    expect(didYouMean('enviroment', EXEC_CONTAINER_FIELDS)).toBe('environment');
    expect(didYouMean('comand', EXEC_CONTAINER_FIELDS)).toBe('command');
  });

  it('counts an adjacent swap as one edit', () => {
    // Plain Levenshtein needs 2 edits for "ab"→"ba"; with a 1-edit budget only a swap matches.
    expect(didYouMean('nmae', ['name'])).toBe('name');
    expect(didYouMean('roels', ['roles'])).toBe('roles');
  });

  it('prefers the closest candidate, then the earlier one', () => {
    expect(didYouMean('abcd', ['abxy', 'abcx', 'abcd'])).toBe('abcd');
    expect(didYouMean('abcdef', ['abcdxx', 'abcdyy'])).toBe('abcdxx');
  });
});

describe('field lists', () => {
  it('lists the kops hook fields and execContainer fields', () => {
    expect([...HOOK_FIELDS]).toEqual(['name', 'disabled', 'enabled', 'roles', 'requires', 'before', 'execContainer', 'manifest', 'useRawManifest', 'useRawName']);
    expect([...EXEC_CONTAINER_FIELDS]).toEqual(['image', 'command', 'environment']);
    expect(isHookField('manifest')).toBe(true);
    expect(isHookField('Manifest')).toBe(false);
    expect(isHookField('after')).toBe(false);
  });
});
