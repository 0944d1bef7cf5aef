import { Box } from '@mui/material';
import { FunctionField, Labeled, RecordContextProvider, TextField, useTranslate } from 'react-admin';
import type { SessionUser } from '../session/session-user';

/** Read-only fields of the session user, labelled from pages.profile.fields. */
export const ProfileDetails = ({ user, fields }: { user: SessionUser; fields: readonly (keyof SessionUser)[] }) => {
  const translate = useTranslate();
  return (
    <RecordContextProvider value={{ ...user, id: user.idUser }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, columnGap: 4 }}>
        {fields.map((field) => (
          <Labeled key={field} label={`pages.profile.fields.${field}`}>
            {field === 'cultureLanguageCode' ? (
              <FunctionField<SessionUser> render={(record) => (record.cultureLanguageCode ? translate(`layout.language.${record.cultureLanguageCode}`, { _: record.cultureLanguageCode }) : '—')} />
            ) : (
              <TextField source={field} emptyText="—" />
            )}
          </Labeled>
        ))}
      </Box>
    </RecordContextProvider>
  );
};
