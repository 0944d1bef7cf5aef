import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import { useState } from 'react';
import { Button, useDelete, useNotify } from 'react-admin';
import { useTranslate } from '../../../shell/i18n/use-translate';
import { useNotifyError } from '../../../components/use-notify-error';
import { ConfirmDialog } from '../../../components/ConfirmDialog';

/** Takes a user out of a group after confirmation (the shared dialog: Remove, or Cancel). */
export const RemoveMemberButton = ({ member, meta }: { member: { id: string; firstName: string; lastName: string }; meta: Record<string, unknown> }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const [open, setOpen] = useState(false);
  const [remove, { isPending }] = useDelete();
  const name = `${member.firstName} ${member.lastName}`.trim();
  return (
    <>
      <Button label="resources.groups.members.remove" color="error" onClick={() => setOpen(true)}>
        <PersonRemoveIcon />
      </Button>
      <ConfirmDialog
        open={open}
        loading={isPending}
        title={translate('resources.groups.members.removeTitle', { name })}
        content={translate('resources.groups.members.removeContent', { name })}
        confirm="app.action.remove"
        // Without returnPromise the deletion reports through onSuccess and onError: nothing to await.
        onConfirm={() =>
          void remove(
            'groupUsers',
            { id: member.id, previousData: member, meta },
            {
              mutationMode: 'pessimistic',
              onSuccess: () => {
                setOpen(false);
                notify('resources.groups.members.removed', { type: 'info', messageArgs: { name } });
              },
              onError: (error) => {
                setOpen(false);
                notifyError(error);
              },
            },
          )
        }
        onClose={() => setOpen(false)}
      />
    </>
  );
};
