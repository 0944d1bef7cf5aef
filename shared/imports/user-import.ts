import { createThrottle } from './throttle';
import { MESSAGES } from '../rules/spec-messages';
import { message, type Message } from '../rules/message';
import { generatePassword } from '../rules/passwords';

/*
 * The spec paused 1500 ms between two users so that the identity directory was not flooded.
 * That pause is replaced by adaptive throttling (shared/imports/throttle.ts): no pause while the
 * directory keeps up, and the wait its 429/503 Retry-After asks for when it does not.
 */

export interface UserImportOutcome {
  success: number;
  failed: number;
  /** How many users the file holds: the progress bar's end. */
  max: number;
  failures: { index: number; error: unknown }[];
  /** 'There is failed requests.' when at least one user failed; the caller then refreshes the user list. */
  message: Message | null;
}

/**
 * Creates the users one by one with the chosen role and language; a user without a password gets
 * a generated one. A throttled call (429/503) is retried after the wait it asks for; any other
 * failure is counted and the import goes on with the next user.
 */
export async function importUsers<U extends { password?: string | null }>(
  users: readonly U[],
  deps: {
    idRole: string;
    cultureLanguageCode: string;
    createUser: (user: U & { idRole: string; cultureLanguageCode: string; password: string }) => Promise<unknown>;
    sleep?: (ms: number) => Promise<void>;
    onProgress?: (outcome: UserImportOutcome) => void;
  },
): Promise<UserImportOutcome> {
  const throttle = createThrottle(deps.sleep);
  const outcome: UserImportOutcome = { success: 0, failed: 0, max: users.length, failures: [], message: null };
  for (const [index, user] of users.entries()) {
    try {
      const wanted = {
        ...user,
        idRole: deps.idRole,
        cultureLanguageCode: deps.cultureLanguageCode,
        password: user.password ? user.password : generatePassword(),
      };
      await throttle.run(() => deps.createUser(wanted));
      outcome.success++;
    } catch (error) {
      outcome.failed++;
      outcome.failures.push({ index, error });
    }
    deps.onProgress?.({ ...outcome });
  }
  if (outcome.failed > 0) outcome.message = message(MESSAGES.failedRequests);
  return outcome;
}
