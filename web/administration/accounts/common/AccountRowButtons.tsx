import EditIcon from '@mui/icons-material/Edit';
import { Button, useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';
import { ConfirmDeleteButton } from '../../../components/ConfirmDeleteButton';
import type { AccountRecord } from '../../../shell/providers/data-provider';
import { accountEditPath } from './account-path';

/** Edit and delete in a list row: both need the row's client, which the session scope may not have. */
export const AccountRowButtons = () => {
  const record = useRecordContext<AccountRecord & { id: string }>();
  if (!record) return null;
  return (
    <>
      <Button component={Link} to={accountEditPath(record)} label="ra.action.edit" onClick={(event) => event.stopPropagation()}>
        <EditIcon />
      </Button>
      <ConfirmDeleteButton redirect={false} meta={{ params: { idClient: record.idClient } }} />
    </>
  );
};
