import { Alert, Card, CardContent, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useSession } from '../session/SessionProvider';
import { ProfileDetails } from './ProfileDetails';

const FIELDS = ['firstName', 'lastName', 'company', 'companySite', 'email', 'phone', 'mobile'] as const;

/**
 * /user/address/list: the contact details addresses are built from, read-only. The address
 * book itself comes with its own issue; the page says so instead of showing made-up entries.
 */
export const MyAddressesPage = () => {
  const translate = useTranslate();
  const { user } = useSession();
  if (!user) return null;
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="pages.addresses.title" />
      <CardContent>
        <Typography variant="h6" component="h1" gutterBottom>
          {translate('pages.addresses.contact')}
        </Typography>
        <ProfileDetails user={user} fields={FIELDS} />
        <Alert severity="info" sx={{ mt: 2 }}>
          {translate('pages.addresses.bookUnavailable')}
        </Alert>
      </CardContent>
    </Card>
  );
};
