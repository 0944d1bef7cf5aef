/**
 * The data provider's calls about users (spec part 3, sections 4 and 7; part 1, section 7):
 * saving a user through the shared `saveUser` (identity, user, role diffs, welcome e-mail,
 * rollback), and the signed-in user's own profile: names and password at the identity service
 * (PUT /identity/me), the rest at PUT /userinfo. Countries are the address forms' lookup.
 */
import type { z } from 'zod';
import type { ApiClient } from '../../../shared/api/api-client';
import type { identityMeInput } from '../../../shared/api/identity-directory';
import type { RecordOf } from '../../../shared/resources';
import type { users } from '../../../shared/administration/users';
import type { profileInput } from '../../../shared/administration/session-user';
import type { UserForm } from '../../../shared/administration/users-save';
import type { SessionUser } from '../session/session-user';
// Already in the first download (the data provider calls through it): only the declaration loads on demand.
import { callAction, sendAction } from '../../../shared/registry/route-kinds';

export type UserRecord = RecordOf<typeof users>;
export type IdentityMe = z.input<typeof identityMeInput>;

/** The fields PUT /userinfo takes (other fields of the user may come along and are dropped). */
export type ProfileUpdate = z.input<typeof profileInput> & { idUser: string };

export interface Country {
  isO2: string;
  countryNameEN: string;
  countryNameFR?: string | null;
}

export interface UserCalls {
  /** Creates (current null) or updates a user with its identity and roles; answers the saved user. */
  saveUser(wanted: UserForm, current: UserRecord | null): Promise<UserRecord>;
  /** PUT /identity/me: the signed-in user's names, and a new password proven by the current one. */
  updateMyIdentity(identity: IdentityMe): Promise<void>;
  /** PUT /userinfo: the signed-in user's own profile; answers the session user. */
  updateMyProfile(profile: ProfileUpdate): Promise<SessionUser>;
  /** GET /countries */
  getCountries(): Promise<Country[]>;
}

export const userCalls = (api: ApiClient): UserCalls => ({
  // Loaded with the first save, like the user form that makes it.
  saveUser: async (wanted, current) => (await import('../../../shared/administration/users-save')).saveUser(api, wanted, current),
  updateMyIdentity: async (identity) => {
    const { IDENTITY_PATHS } = await import('../../../shared/api/identity-directory');
    await api.request({ method: 'PUT', path: IDENTITY_PATHS.me, body: identity });
  },
  updateMyProfile: async (profile) => {
    const { sessionUserCalls } = await import('../../../shared/administration/session-user');
    return sendAction(api, sessionUserCalls.updateProfile, profile);
  },
  getCountries: async () => {
    const { countryList } = await import('../../../shared/administration/lookups');
    return (await callAction(api, countryList)).countries;
  },
});
