import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../../../shared/api/api-error';
import { isRuleRefusal } from '../../../../web/components/use-notify-error';
import { loadMessages } from '../../../../web/shell/i18n/i18n-provider';

// The portal learns the server's messages with its language's texts, before its first screen.
beforeAll(() => loadMessages('en'));

describe('failed warehouse, cart and checkout actions', () => {
  it('say a refusal the user can act on as it is', () => {
    expect(isRuleRefusal(new ApiError(400, { message: 'The requested qty is not available!' }))).toBe(true);
    expect(isRuleRefusal(new ApiError(400, { message: 'Validation failed.', code: 'VALIDATION', errors: { quantity: 'validation.required' } }))).toBe(true);
    expect(isRuleRefusal(new ApiError(503, { message: 'We are currently on maintenance!', code: 'MAINTENANCE' }))).toBe(false);
  });

  it("say 'Something happened' for anything else: server errors, the network, unknown texts, the generic 'Error occurred!'", () => {
    expect(isRuleRefusal(new ApiError(500, { message: 'Error occurred!' }))).toBe(false);
    expect(isRuleRefusal(new ApiError(400, { message: 'Error occurred!' }))).toBe(false);
    expect(isRuleRefusal(new ApiError(0, { message: 'Cannot reach the API', code: 'NETWORK' }))).toBe(false);
    expect(isRuleRefusal(new ApiError(404, { message: 'HTTP 404', code: 'HTTP_ERROR' }))).toBe(false);
    expect(isRuleRefusal(new Error('boom'))).toBe(false);
    expect(isRuleRefusal(undefined)).toBe(false);
  });
});
