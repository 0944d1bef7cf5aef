/**
 * What the auth provider needs from an identity service, whichever it is: the built-in one of
 * the reference API (e-mail and password) or Azure AD B2C through MSAL (redirects).
 */
import type { TokenProvider } from '../../../shared/api/api-client';

export interface Credentials {
  email: string;
  password: string;
}

export interface Identity {
  readonly kind: 'builtin' | 'b2c';
  /** At start-up: resumes a stored session, completes a redirect back from the provider. */
  initialize(): Promise<void>;
  /** Built-in: checks the credentials. B2C: starts the redirect to the sign-in policy. Resolves with the user id when known. */
  signIn(credentials?: Credentials): Promise<{ idUser: string | null }>;
  isSignedIn(): boolean;
  /** Given to the API client: the access token and its silent renewal. */
  readonly tokens: TokenProvider;
  /** Ends the session at the provider (revokes the refresh token, or B2C sign-out). */
  signOut(): Promise<void>;
  /** Drops the local session only, e.g. when another tab signed out or renewal failed. */
  forget(): void;
}
