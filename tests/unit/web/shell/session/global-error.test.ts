import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../../shared/api/api-error';
import { errorPageContent } from '../../../../../web/shell/layout/ErrorPage';
import { globalErrorOf, globalErrorText } from '../../../../../web/shell/session/global-error';

describe('the global error of a session that cannot be loaded', () => {
  it('joins the message, stack, payload message and request URL by line breaks (spec part 1, section 8)', () => {
    const error = new ApiError(500, { message: 'Error occurred!' }, 'https://portal.example/api/userinfo');
    error.stack = 'Error: Error occurred!\n    at load (session-store.ts:1:1)';
    const global = globalErrorOf(error);
    // The payload's message is the error's own here: said once.
    expect(global).toEqual({
      message: 'Error occurred!',
      stack: 'Error: Error occurred!\n    at load (session-store.ts:1:1)',
      payloadMessage: null,
      url: 'https://portal.example/api/userinfo',
    });
    expect(globalErrorText(global)).toBe('Error occurred!\nError: Error occurred!\n    at load (session-store.ts:1:1)\nhttps://portal.example/api/userinfo');
    expect(globalErrorText(globalErrorOf({ message: 'Failed', body: { message: 'Database unavailable' }, url: '/api/userinfo' }))).toBe(
      'Failed\nDatabase unavailable\n/api/userinfo',
    );
    expect(globalErrorText(globalErrorOf('offline'))).toBe('offline');
    // The API client names the request from the portal's base: shown as its full address.
    expect(globalErrorOf({ message: 'Failed', url: '/api/userinfo' }, 'https://portal.example/dashboard').url).toBe('https://portal.example/api/userinfo');
  });
});

describe('the error screen', () => {
  const t = (key: string) => `<${key}>`;

  it('says the spec’s render-error text with the error’s message', () => {
    expect(errorPageContent(t, new Error('Profile exploded'))).toEqual({
      text: { title: '<messages.somethingHappened>', message: '<messages.refreshPage>', refresh: '<app.action.refresh>' },
      detail: 'Profile exploded',
    });
  });

  it('says a new version is there for a code chunk a deploy removed, without the browser’s text', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: https://portal.example/assets/OrderListPage-1a2b.js',
      'Importing a module script failed.',
      'error loading dynamically imported module',
    ]) {
      expect(errorPageContent(t, new TypeError(message))).toEqual({
        text: { title: '<errors.newVersion.title>', message: '<errors.newVersion.message>', refresh: '<app.action.refresh>' },
      });
    }
  });
});
