import { Card, CardContent, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useSession } from '../session/SessionProvider';
import { ProfileDetails } from './ProfileDetails';

const FIELDS = ['firstName', 'lastName', 'email', 'phone', 'mobile', 'cultureLanguageCode', 'company', 'companySite', 'department', 'jobTitle'] as const;

/** /user/profile: the user's profile as the API knows it, read-only until the profile form's own issue. */
export const ProfilePage = () => {
  const translate = useTranslate();
  const { user } = useSession();
  if (!user) return null;
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="pages.profile.title" />
      <CardContent>
        <Typography variant="h6" component="h1" gutterBottom>
          {translate('pages.profile.title')}
        </Typography>
        <ProfileDetails user={user} fields={FIELDS} />
      </CardContent>
    </Card>
  );
};
