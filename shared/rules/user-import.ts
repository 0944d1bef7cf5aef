import { MESSAGES } from './messages';
import { message, type Message } from './message';
import { generatePassword } from './passwords';

/** Pause between two users of a bulk import, so the identity directory is not flooded. */
export const BULK_USER_IMPORT_DELAY_MS = 1500;

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
 * a generated one. A failure is counted and the import goes on with the next user.
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
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const outcome: UserImportOutcome = { success: 0, failed: 0, max: users.length, failures: [], message: null };
  for (const [index, user] of users.entries()) {
    if (index > 0) await sleep(BULK_USER_IMPORT_DELAY_MS);
    try {
      await deps.createUser({
        ...user,
        idRole: deps.idRole,
        cultureLanguageCode: deps.cultureLanguageCode,
        password: user.password ? user.password : generatePassword(),
      });
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
