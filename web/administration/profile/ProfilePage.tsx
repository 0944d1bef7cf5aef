import { PortalForm } from '../../components/PortalForm';
import { LimitedTextInput } from '../../components/LimitedTextInput';
import { Alert, Box, Card, Typography } from '@mui/material';
import { useState } from 'react';
import { PasswordInput, SaveButton, SelectInput, TextInput, Title, Toolbar, useCanAccess, useDataProvider, useGetIdentity, useNotify } from 'react-admin';
import { useTranslate } from '../../shell/i18n/use-translate';
import { FIELD_LIMITS } from '../../../shared/rules/field-limits';
import { useNotifyError } from '../../components/use-notify-error';
import { LOCALES } from '../../shell/i18n/i18n-provider';
import type { PortalDataProvider } from '../../shell/providers/data-provider';
import { useSession, useSessionStore } from '../../shell/session/SessionProvider';
import { profileSaveErrors, profileSavePlan, profileValuesOf, validateProfile, type ProfileValues } from './profile-form';
import { FormSection, formGrid } from '../../components/FormSection';

const LANGUAGE_CHOICES = LOCALES.map(({ locale }) => ({ id: locale, name: `layout.language.${locale}` }));
const label = (field: string) => `pages.profile.fields.${field}`;

const ProfileToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

/**
 * /user/profile: the signed-in user's own names, phones, language and company fields, and a
 * password change with the current password. While masquerading the password is not offered
 * (the server refuses it: the administrator does not know it).
 */
export const ProfilePage = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const store = useSessionStore();
  const { user, scope } = useSession();
  const { refetch: refetchIdentity } = useGetIdentity();
  // A role with View only shows the profile; saving needs Edit (the API checks it too).
  const { canAccess: canEdit = false } = useCanAccess({ resource: 'CoreGeneralUserAccountUserProfile', action: 'Edit' });
  // A new key after a save starts the form again from the saved profile (password fields empty).
  const [version, setVersion] = useState(0);
  if (!user) return null;

  const save = async (values: ProfileValues) => {
    const plan = profileSavePlan(values, user);
    try {
      if (plan.identity) await dataProvider.updateMyIdentity(plan.identity);
      const saved = await dataProvider.updateMyProfile(plan.profile);
      store.replaceUser({ ...user, ...saved });
      // The header shows the name react-admin keeps for the identity.
      void refetchIdentity();
      notify('pages.profile.saved', { type: 'info' });
      setVersion((v) => v + 1);
      return undefined;
    } catch (error) {
      const { errors, placed } = profileSaveErrors(error);
      if (!placed) notifyError(error);
      return errors;
    }
  };

  return (
    <Card sx={{ mt: 2 }}>
      <Title title="pages.profile.title" />
      <PortalForm
        key={version}
        defaultValues={profileValuesOf(user)}
        validate={validateProfile}
        onSubmit={save}
        toolbar={canEdit ? <ProfileToolbar /> : false}
        disabled={!canEdit}
        sx={{ maxWidth: 960 }}
      >
        {canEdit ? null : (
          <Alert severity="info" sx={{ width: '100%' }}>
            {translate('pages.profile.hints.readOnly')}
          </Alert>
        )}
        <Box>
          <Typography variant="h6" component="h1">
            {translate('pages.profile.title')}
          </Typography>
          <Typography color="text.secondary" data-testid="profile-email">
            {user.email}
          </Typography>
        </Box>
        <FormSection title="pages.profile.sections.person">
          <Box sx={formGrid}>
            <LimitedTextInput source="firstName" label={label('firstName')} limit={FIELD_LIMITS.personName.max} />
            <LimitedTextInput source="lastName" label={label('lastName')} limit={FIELD_LIMITS.personName.max} />
            <TextInput source="email" label={label('email')} disabled helperText="pages.profile.hints.email" />
            <SelectInput source="cultureLanguageCode" label={label('cultureLanguageCode')} choices={LANGUAGE_CHOICES} />
            <LimitedTextInput source="phone" type="tel" label={label('phone')} limit={FIELD_LIMITS.userPhone} />
            <LimitedTextInput source="mobile" type="tel" label={label('mobile')} limit={FIELD_LIMITS.mobile} />
          </Box>
        </FormSection>
        <FormSection title="pages.profile.sections.company">
          <Box sx={formGrid}>
            <LimitedTextInput source="company" label={label('company')} limit={FIELD_LIMITS.company} />
            <LimitedTextInput source="companySite" label={label('companySite')} limit={FIELD_LIMITS.company} />
            <LimitedTextInput source="department" label={label('department')} limit={FIELD_LIMITS.company} />
            <LimitedTextInput source="jobTitle" label={label('jobTitle')} limit={FIELD_LIMITS.jobTitle} />
          </Box>
        </FormSection>
        <FormSection title="pages.profile.sections.password">
          {!canEdit ? null : scope.masquerade ? (
            <Alert severity="info">{translate('pages.profile.hints.passwordWhileMasquerading')}</Alert>
          ) : (
            <>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {translate('pages.profile.hints.password')}
              </Typography>
              <Box sx={formGrid}>
                <PasswordInput source="currentPassword" label={label('currentPassword')} autoComplete="current-password" />
                <Box sx={{ display: { xs: 'none', sm: 'block' } }} />
                <PasswordInput source="newPassword" label={label('newPassword')} autoComplete="new-password" />
                <PasswordInput source="newPasswordConfirmation" label={label('newPasswordConfirmation')} autoComplete="new-password" />
              </Box>
            </>
          )}
        </FormSection>
      </PortalForm>
    </Card>
  );
};

export default ProfilePage;
