import { CommanderError } from 'commander';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../shared/api/api-error';
import { CliError, describeError, EXIT } from '../../../../cli/lib/errors';
import { createTranslator } from '../../../../cli/lib/i18n';

const t = createTranslator('en');
const API = 'http://127.0.0.1:9/api';
const describe_ = (error: unknown, extra: object = {}) => describeError(error, { t, apiUrl: API, ...extra });

describe('error -> exit code and one line', () => {
  it('usage errors exit 2, known failures exit 1, both with their message', () => {
    expect(describe_(CliError.usage('bad flag'))).toEqual({ exitCode: EXIT.usage, line: 'error: bad flag' });
    expect(describe_(new CliError('no luck'))).toEqual({ exitCode: EXIT.failure, line: 'error: no luck' });
  });

  it('commander parse errors exit 2 on one line; help and version exit 0 quietly', () => {
    const unknown = new CommanderError(1, 'commander.unknownOption', "error: unknown option '--nope'\n(Did you mean --json?)");
    expect(describe_(unknown)).toEqual({ exitCode: 2, line: "error: unknown option '--nope' (did you mean --json?)" });
    expect(describe_(new CommanderError(1, 'commander.missingArgument', "error: missing required argument 'resource'"))).toEqual({
      exitCode: 2,
      line: "error: missing required argument 'resource'",
    });
    expect(describe_(new CommanderError(0, 'commander.helpDisplayed', '(outputHelp)'))).toEqual({ exitCode: 0, line: null });
    expect(describe_(new CommanderError(0, 'commander.version', '0.1.0'))).toEqual({ exitCode: 0, line: null });
    expect(describe_(new CommanderError(1, 'commander.help', '(outputHelp)'))).toEqual({ exitCode: 2, line: null });
  });

  it('API errors exit 1 with a line a person can act on', () => {
    expect(describe_(new ApiError(429, { message: 'x', code: 'TOO_MANY_ATTEMPTS' })).line).toBe(
      'error: Too many failed sign-in attempts. Please try again later. (429)',
    );
    expect(describe_(new ApiError(403, { message: 'You do not have permission to do this.', code: 'FORBIDDEN' })).line).toBe(
      'error: You do not have permission to do this. (403)',
    );
    expect(describe_(ApiError.network(`${API}/userinfo`, new Error('connect ECONNREFUSED')))).toEqual({
      exitCode: 1,
      line: `error: Cannot reach the API at ${API} (connect ECONNREFUSED)`,
    });
    const validation = new ApiError(400, {
      message: 'Validation failed.',
      code: 'VALIDATION',
      errors: { clientName: 'validation.required', x: 'validation.nope' },
    });
    expect(describe_(validation).line).toBe('error: Validation failed. (400) clientName: This field is required.; x: validation.nope');
    const tooLong = new ApiError(400, {
      message: 'Validation failed.',
      errors: { clientName: 'validation.text.tooLong' },
      params: { clientName: { max: 50 } },
    });
    expect(describe_(tooLong).line).toBe('error: Validation failed. (400) clientName: Must be 50 characters or fewer.');
  });

  it('a 401 after a failed renewal means the session expired, unless renewal could not reach the API', () => {
    const rejected = new ApiError(401, { message: 'Your session has expired. Please sign in again.' });
    expect(describe_(rejected, { sessionExpired: true }).line).toBe('error: Your session has expired. Run `wareport login`.');
    const unreachable = ApiError.network(`${API}/auth/refresh`, new Error('connect ECONNRESET'));
    expect(describe_(rejected, { sessionExpired: true, renewalError: unreachable }).line).toBe(`error: Cannot reach the API at ${API} (connect ECONNRESET)`);
    expect(describe_(rejected, { auth: 'token' }).line).toBe(
      'error: The access token given with --token or WAREPORT_TOKEN was rejected: Your session has expired. Please sign in again. (401)',
    );
  });

  it('timeouts and broken bodies escaping the API client are network errors, not bugs', () => {
    expect(describe_(new DOMException('The operation was aborted due to timeout', 'TimeoutError')).line).toBe(
      `error: Cannot reach the API at ${API} (no answer within 60 s)`,
    );
    expect(describe_(new TypeError('terminated')).exitCode).toBe(1);
  });

  it('Ctrl+C in a prompt exits 130 quietly', () => {
    expect(describe_(Object.assign(new Error('User force closed the prompt with SIGINT'), { name: 'ExitPromptError' }))).toEqual({
      exitCode: 130,
      line: null,
    });
  });

  it('anything else is a bug: exit 1, says so, keeps the stack for DEBUG', () => {
    const report = describe_(new RangeError('boom'));
    expect(report.exitCode).toBe(1);
    expect(report.line).toBe('internal error: boom — this is a bug, please report it');
    expect(report.stack).toContain('RangeError: boom');
  });

  it('speaks French too', () => {
    const fr = createTranslator('fr');
    expect(describeError(new ApiError(403, { message: 'x' }), { t: fr }).line).toBe('erreur : Vous n’avez pas la permission de faire cela. (403)');
    expect(describeError(new ApiError(429, { message: 'x', code: 'TOO_MANY_ATTEMPTS' }), { t: fr }).line).toBe(
      'erreur : Trop de tentatives de connexion échouées. Veuillez réessayer plus tard. (429)',
    );
  });
});
