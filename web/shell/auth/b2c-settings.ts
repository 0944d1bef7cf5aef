/**
 * Azure AD B2C settings from the build environment (VITE_AZURE_B2C_*). When none is set the
 * portal uses the API's built-in identity; when some but not all required ones are set the
 * start-up fails with the names of the missing ones rather than half-configuring MSAL.
 */
export interface B2cSettings {
  clientId: string;
  /** The tenant's full name, e.g. "contoso.onmicrosoft.com". */
  tenant: string;
  /** Host of the policies, e.g. "contoso.b2clogin.com". */
  authorityDomain: string;
  signInPolicy: string;
  resetPasswordPolicy: string;
  scopes: string[];
  redirectUri: string | null;
}

const PREFIX = 'VITE_AZURE_B2C_';
const REQUIRED = ['CLIENT_ID', 'TENANT', 'SIGN_IN_POLICY', 'RESET_PASSWORD_POLICY'] as const;

export function b2cSettingsFrom(env: Record<string, string | boolean | undefined>): B2cSettings | null {
  const value = (name: string) => {
    const raw = env[PREFIX + name];
    return typeof raw === 'string' && raw.trim() ? raw.trim() : null;
  };
  const present = Object.keys(env).filter((key) => key.startsWith(PREFIX) && value(key.slice(PREFIX.length)));
  if (!present.length) return null;
  const missing = REQUIRED.filter((name) => !value(name));
  if (missing.length) {
    throw new Error(
      `Azure AD B2C is partly configured: set ${missing.map((n) => PREFIX + n).join(', ')} (or remove every ${PREFIX}* setting to use the built-in sign-in).`,
    );
  }
  const tenant = value('TENANT')!.includes('.') ? value('TENANT')! : `${value('TENANT')}.onmicrosoft.com`;
  const clientId = value('CLIENT_ID')!;
  return {
    clientId,
    tenant,
    authorityDomain: value('AUTHORITY_DOMAIN') ?? `${tenant.split('.')[0]}.b2clogin.com`,
    signInPolicy: value('SIGN_IN_POLICY')!,
    resetPasswordPolicy: value('RESET_PASSWORD_POLICY')!,
    // B2C issues an access token for the application itself when its client id is the scope.
    scopes: (value('SCOPES') ?? clientId).split(/[\s,]+/).filter(Boolean),
    redirectUri: value('REDIRECT_URI'),
  };
}

export const authorityFor = (settings: B2cSettings, policy: string) => `https://${settings.authorityDomain}/${settings.tenant}/${policy}`;
