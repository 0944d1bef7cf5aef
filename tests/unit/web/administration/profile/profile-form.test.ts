import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../../shared/api/api-error';
import { profileSaveErrors, profileSavePlan, profileValuesOf, validateProfile } from '../../../../../web/administration/profile/profile-form';
import { ids, tom } from '../../fixtures';

const user = { ...tom, cultureLanguageCode: 'en', company: 'Northwind Outfitters', jobTitle: 'Store buyer', phone: null, mobile: null };

describe('profile page', () => {
  it('starts from the session user, password fields empty', () => {
    expect(profileValuesOf(user)).toMatchObject({
      firstName: 'Tom',
      lastName: 'Baker',
      cultureLanguageCode: 'en',
      company: 'Northwind Outfitters',
      currentPassword: '',
      newPassword: '',
    });
    expect(profileValuesOf({ ...user, cultureLanguageCode: 'de' }).cultureLanguageCode).toBe('en');
  });

  it('sends only the profile when neither names nor password change', () => {
    const plan = profileSavePlan({ ...profileValuesOf(user), jobTitle: ' Head buyer ', phone: '' }, user);
    expect(plan.identity).toBeNull();
    expect(plan.profile).toEqual({
      idUser: ids.tom,
      firstName: 'Tom',
      lastName: 'Baker',
      cultureLanguageCode: 'en',
      phone: null,
      mobile: null,
      company: 'Northwind Outfitters',
      companySite: null,
      department: null,
      jobTitle: 'Head buyer',
    });
  });

  it('sends a new name to the identity service first, and a new password with the current one', () => {
    expect(profileSavePlan({ ...profileValuesOf(user), firstName: 'Thomas' }, user).identity).toEqual({
      givenName: 'Thomas',
      surname: 'Baker',
      displayName: 'Thomas Baker',
    });
    expect(
      profileSavePlan(
        { ...profileValuesOf(user), currentPassword: 'Wareport!2026', newPassword: 'Northwind#2027', newPasswordConfirmation: 'Northwind#2027' },
        user,
      ).identity,
    ).toEqual({
      givenName: 'Tom',
      surname: 'Baker',
      displayName: 'Tom Baker',
      currentPassword: 'Wareport!2026',
      newPassword: 'Northwind#2027',
    });
  });

  it('checks names, phones, and a password change once started', () => {
    expect(validateProfile(profileValuesOf(user))).toEqual({});
    expect(validateProfile({ ...profileValuesOf(user), firstName: 'T', mobile: 'abc' })).toEqual({
      firstName: { message: 'validation.text.tooShort', args: { min: 2 } },
      mobile: { message: 'validation.phone.invalid', args: {} },
    });
    expect(validateProfile({ ...profileValuesOf(user), newPassword: 'weakpass', newPasswordConfirmation: 'other' })).toEqual({
      currentPassword: { message: 'validation.required', args: {} },
      newPassword: { message: 'validation.password.uppercase', args: {} },
      newPasswordConfirmation: { message: 'validation.password.mismatch', args: {} },
    });
  });

  it("shows the identity service's refusals beside the fields", () => {
    const wrong = new ApiError(400, {
      message: 'Validation failed.',
      errors: { currentPassword: 'validation.password.currentIncorrect', givenName: 'validation.text.tooShort' },
    });
    expect(profileSaveErrors(wrong)).toEqual({
      errors: { currentPassword: 'validation.password.currentIncorrect', firstName: 'validation.text.tooShort' },
      placed: true,
    });
    expect(profileSaveErrors(new ApiError(403, { message: 'You do not have permission to do this.', code: 'FORBIDDEN' })).placed).toBe(false);
  });
});
