/** The real MSAL client, loaded only when B2C is configured so the built-in path never downloads it. */
import type { B2cSettings } from './b2c-settings';
import { authorityFor } from './b2c-settings';
import type { MsalClient } from './msal-identity';
import type { AccountInfo } from '@azure/msal-browser';

export async function createMsalClient(settings: B2cSettings): Promise<MsalClient<AccountInfo>> {
  const { PublicClientApplication } = await import('@azure/msal-browser');
  const redirectUri = settings.redirectUri ?? `${window.location.origin}/login`;
  const app = new PublicClientApplication({
    auth: {
      clientId: settings.clientId,
      authority: authorityFor(settings, settings.signInPolicy),
      knownAuthorities: [settings.authorityDomain],
      redirectUri,
      postLogoutRedirectUri: redirectUri,
    },
    // MSAL keeps its own cache per tab; the portal's storage module keeps only the session scope.
    cache: { cacheLocation: 'sessionStorage' },
  });
  return app;
}
