import { describe, expect, it } from 'vitest';
import { applicationAddress, needsApplicationChoice, type Application } from '../../../../../web/shell/session/applications';

const app = (idApplication: string, url: string | null = '/'): Application => ({
  idApplication,
  applicationType: 'PORTAL',
  url,
  name: idApplication,
  description: null,
  idImage: null,
});

describe('applications', () => {
  it('asks for a choice only with several applications and none of them chosen', () => {
    expect(needsApplicationChoice([], null)).toBe(false);
    expect(needsApplicationChoice([app('a')], null)).toBe(false);
    expect(needsApplicationChoice([app('a'), app('b')], null)).toBe(true);
    expect(needsApplicationChoice([app('a'), app('b')], 'gone')).toBe(true);
    expect(needsApplicationChoice([app('a'), app('b')], 'b')).toBe(false);
  });

  it('stays in the portal for its own address, follows only http(s) elsewhere', () => {
    const origin = 'https://portal.example';
    expect(applicationAddress(app('a', '/'), origin)).toBeNull();
    expect(applicationAddress(app('a', null), origin)).toBeNull();
    expect(applicationAddress(app('a', 'https://portal.example/dashboard'), origin)).toBeNull();
    expect(applicationAddress(app('a', 'https://analytics.example/'), origin)).toBe('https://analytics.example/');
    expect(applicationAddress(app('a', 'javascript:alert(1)'), origin)).toBeNull();
    expect(applicationAddress(app('a', 'data:text/html,x'), origin)).toBeNull();
  });
});
