/**
 * Start-up: one storage module, one session store, one identity (built-in unless Azure AD B2C
 * is configured), one API client reading the scope from the session; then the app.
 */
import { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { turnOffNativeValidation } from './components/native-validation';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { createApiClient, type ApiClient } from '../shared/api/api-client';
import { App, DashboardScreen } from './App';
import { preloadScreen } from './components/lazy-screen';
import { preloadLayout } from './shell/layout/lazy-layout';
import { AppErrorBoundary, RouteErrorPage } from './shell/AppErrorBoundary';
import { createAuthProvider } from './shell/auth/auth-provider';
import type { B2cSettings } from './shell/auth/b2c-settings';
import { createBuiltInIdentity } from './shell/auth/built-in-identity';
import { createCrossTab } from './shell/auth/cross-tab';
import type { Identity } from './shell/auth/identity';
import { createTokenStore } from './shell/auth/token-store';
import { API_BASE, readB2cSettings } from './shell/config';
import { createI18nProvider, DEFAULT_LOCALE, isLocale } from './shell/i18n/i18n-provider';
import { createPortalDataProvider } from './shell/providers/data-provider';
import { preloadScreensFor } from './resources';
import { createSessionStore } from './shell/session/session-store';
import { SessionProvider } from './shell/session/SessionProvider';
import { reportClientError } from './shell/session/error-report';
import { showGlobalError } from './shell/session/global-error';
import { browserStorage, createRaStore, jsonStorage } from './shell/session/storage';

/** Where the dashboard is the screen that opens (after signing in too). */
const FIRST_SCREEN_PATHS = ['/', '/dashboard', '/login'];

/** Serialises token renewal across tabs where the browser offers Web Locks. */
const acrossTabs = <T,>(task: () => Promise<T>): Promise<T> =>
  typeof navigator !== 'undefined' && navigator.locks ? (navigator.locks.request('wareport.tokens', task) as Promise<T>) : task();

async function b2cIdentity(settings: B2cSettings, alert: () => Promise<void>): Promise<Identity> {
  const [{ createMsalClient }, { createMsalIdentity }] = await Promise.all([import('./shell/auth/msal-client'), import('./shell/auth/msal-identity')]);
  return createMsalIdentity({ msal: await createMsalClient(settings), settings, alertPasswordReset: alert });
}

async function start() {
  turnOffNativeValidation();
  // The screen of the address being opened loads alongside the sign-in checks.
  preloadScreensFor(window.location.pathname);
  const storage = jsonStorage(browserStorage());
  const store = createRaStore(storage);
  // react-admin's query cache, made here so that the first screen's calls can start in it while
  // the session loads (the dashboard's, as soon as the account is known, beside its warehouses).
  const queryClient = new QueryClient();
  let sessionApi: ApiClient | null = null;
  const session = createSessionStore(storage, {
    onAccountKnown: (user, scope) => {
      const api = sessionApi;
      if (!api || !FIRST_SCREEN_PATHS.includes(window.location.pathname)) return;
      void import('./ordering/dashboard/home-queries').then(({ prefetchHome }) => prefetchHome(queryClient, api, user, scope)).catch(() => undefined);
    },
  });
  // The texts of the language this device last used load alongside the sign-in checks.
  const storedLocale = store.getItem('locale');
  const i18nLoading = createI18nProvider(isLocale(storedLocale) ? storedLocale : DEFAULT_LOCALE);
  const crossTab = createCrossTab(storage);

  const translateNow = async (key: string) => {
    const i18n = await i18nLoading;
    const locale = store.getItem('locale');
    if (isLocale(locale) && locale !== i18n.getLocale()) await i18n.changeLocale(locale);
    return String(i18n.translate(key));
  };

  const b2c = readB2cSettings();
  const identity = b2c
    ? await b2cIdentity(b2c, async () => window.alert(await translateNow('auth.passwordResetDone')))
    : createBuiltInIdentity({ api: createApiClient({ baseUrl: API_BASE, getScope: () => ({}) }), store: createTokenStore(storage), withLock: acrossTabs });
  let identityError: unknown;
  try {
    await identity.initialize();
  } catch (error) {
    identityError = error;
    console.error('Identity provider failure', error);
  }
  // The first screen after signing in (the layout, and the dashboard where it opens): a signed-in
  // user's loads alongside the texts; on the sign-in page it loads once the page is shown.
  const preloadFirstScreen = () => {
    preloadLayout().catch(() => undefined);
    if (FIRST_SCREEN_PATHS.includes(window.location.pathname)) preloadScreen(DashboardScreen);
  };
  if (identity.isSignedIn()) preloadFirstScreen();
  else (window.requestIdleCallback ?? ((task: () => void) => setTimeout(task, 200)))(preloadFirstScreen);
  const i18nProvider = await i18nLoading;

  const api = createApiClient({ baseUrl: API_BASE, getScope: session.getScope, tokens: identity.tokens });
  sessionApi = api;
  const authProvider = createAuthProvider({
    identity,
    session,
    api,
    crossTab,
    onSessionLoadFailed: (error) => {
      reportClientError(error, 'session');
      showGlobalError(error);
    },
    // A user who never chose a language on this device gets the one of their profile.
    onSignedIn: (user) => {
      if (!store.getItem('locale') && isLocale(user.cultureLanguageCode)) store.setItem('locale', user.cultureLanguageCode);
    },
  });

  const app = (
    <App
      authProvider={authProvider}
      dataProvider={createPortalDataProvider(api)}
      queryClient={queryClient}
      i18nProvider={i18nProvider}
      store={store}
      crossTab={crossTab}
      identity={identity}
      identityError={identityError}
    />
  );
  // The spec's routes are real paths (/admin/client/list), so a browser-history data router
  // (react-admin would otherwise create a hash router); the API server answers index.html for them.
  const router = createBrowserRouter([{ path: '*', element: app, errorElement: <RouteErrorPage i18nProvider={i18nProvider} /> }]);

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppErrorBoundary i18nProvider={i18nProvider}>
        <SessionProvider store={session} api={api}>
          <RouterProvider router={router} />
        </SessionProvider>
      </AppErrorBoundary>
    </StrictMode>,
  );
}

void start();
