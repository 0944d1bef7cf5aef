import { describe, expect, it } from 'vitest';
import { authorityFor, b2cSettingsFrom } from '../../../../../web/shell/auth/b2c-settings';

describe('B2C settings', () => {
  it('means the built-in identity when nothing is configured', () => {
    expect(b2cSettingsFrom({ MODE: 'production', VITE_AZURE_B2C_SCOPES: '' })).toBeNull();
  });

  it('reads a complete configuration with defaults for the host and scopes', () => {
    const settings = b2cSettingsFrom({
      VITE_AZURE_B2C_CLIENT_ID: 'abc',
      VITE_AZURE_B2C_TENANT: 'wareport',
      VITE_AZURE_B2C_SIGN_IN_POLICY: 'B2C_1_signin',
      VITE_AZURE_B2C_RESET_PASSWORD_POLICY: 'B2C_1_reset',
    });
    expect(settings).toEqual({
      clientId: 'abc',
      tenant: 'wareport.onmicrosoft.com',
      authorityDomain: 'wareport.b2clogin.com',
      signInPolicy: 'B2C_1_signin',
      resetPasswordPolicy: 'B2C_1_reset',
      scopes: ['abc'],
      redirectUri: null,
    });
    expect(authorityFor(settings!, settings!.resetPasswordPolicy)).toBe('https://wareport.b2clogin.com/wareport.onmicrosoft.com/B2C_1_reset');
  });

  it('names the missing settings of a partial configuration', () => {
    expect(() => b2cSettingsFrom({ VITE_AZURE_B2C_CLIENT_ID: 'abc' })).toThrow(
      /VITE_AZURE_B2C_TENANT, VITE_AZURE_B2C_SIGN_IN_POLICY, VITE_AZURE_B2C_RESET_PASSWORD_POLICY/,
    );
  });

  it('splits scopes on commas and spaces', () => {
    const settings = b2cSettingsFrom({
      VITE_AZURE_B2C_CLIENT_ID: 'abc',
      VITE_AZURE_B2C_TENANT: 'contoso.onmicrosoft.com',
      VITE_AZURE_B2C_AUTHORITY_DOMAIN: 'login.contoso.com',
      VITE_AZURE_B2C_SIGN_IN_POLICY: 'p1',
      VITE_AZURE_B2C_RESET_PASSWORD_POLICY: 'p2',
      VITE_AZURE_B2C_SCOPES: 'openid, offline_access https://contoso.onmicrosoft.com/api/read',
    });
    expect(settings?.scopes).toEqual(['openid', 'offline_access', 'https://contoso.onmicrosoft.com/api/read']);
    expect(settings?.authorityDomain).toBe('login.contoso.com');
  });
});
