import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect';

describe('safeRedirectPath', () => {
  it('keeps in-app paths with query and hash', () => {
    expect(safeRedirectPath('/')).toBe('/');
    expect(safeRedirectPath('/fixedbars')).toBe('/fixedbars');
    expect(safeRedirectPath('/FixedBars/Manage?id=12#top')).toBe('/FixedBars/Manage?id=12#top');
  });

  it('drops empty values', () => {
    expect(safeRedirectPath(null)).toBeNull();
    expect(safeRedirectPath(undefined)).toBeNull();
    expect(safeRedirectPath('')).toBeNull();
  });

  it.each([
    'https://evil.example/',
    'http://evil.example',
    '//evil.example/path',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'data:text/html,hi',
    'fixedbars',
    '/\tevil',
    ' /fixedbars',
    '/\u0000//evil.example',
  ])('refuses %j', (value) => {
    expect(safeRedirectPath(value)).toBeNull();
  });

  it('keeps encoded characters encoded, on this origin', () => {
    expect(safeRedirectPath('/%0d%0aSet-Cookie:x')).toBe('/%0d%0aSet-Cookie:x');
    expect(safeRedirectPath('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
  });

  it('does not send the user back to the login page', () => {
    expect(safeRedirectPath('/account/login?referer=/x')).toBeNull();
    expect(safeRedirectPath('/Account/Login')).toBeNull();
  });

  it('normalises dot segments without leaving the origin', () => {
    expect(safeRedirectPath('/a/../../b')).toBe('/b');
  });

  it('refuses overlong values', () => {
    expect(safeRedirectPath(`/${'a'.repeat(2100)}`)).toBeNull();
  });
});
