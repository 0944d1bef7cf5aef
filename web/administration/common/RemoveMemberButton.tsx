import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import { useState } from 'react';
import { Button, useDelete, useNotify } from 'react-admin';
import { fullName } from '../../../shared/rules/display';
import { useTranslate, type WebKey } from '../../shell/i18n/use-translate';
import { useNotifyError } from '../../components/use-notify-error';
import { ConfirmDialog } from '../../components/ConfirmDialog';

/** Each membership's texts: the button, the dialog's question and text, and what is said once done. */
const TEXTS = {
  groupUsers: {
    remove: 'resources.groups.members.remove',
    title: 'resources.groups.members.removeTitle',
    content: 'resources.groups.members.removeContent',
    removed: 'resources.groups.members.removed',
  },
  boxUsers: {
    remove: 'resources.boxes.users.remove',
    title: 'resources.boxes.users.removeTitle',
    content: 'resources.boxes.users.removeContent',
    removed: 'resources.boxes.users.removed',
  },
} as const satisfies Record<string, Record<string, WebKey>>;

/**
 * Takes a person out of a group or a box after confirmation (the shared dialog: Remove, or
 * Cancel), then says so by name: the row of `resource` (a group's or a box's users) is deleted
 * with `meta`'s params.
 */
export const RemoveMemberButton = ({
  resource,
  member,
  meta,
}: {
  resource: keyof typeof TEXTS;
  member: { id: string; firstName: string; lastName: string };
  meta: Record<string, unknown>;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const [open, setOpen] = useState(false);
  const [remove, { isPending }] = useDelete();
  const name = fullName(member);
  const texts = TEXTS[resource];
  return (
    <>
      <Button label={texts.remove} color="error" onClick={() => setOpen(true)}>
        <PersonRemoveIcon />
      </Button>
      <ConfirmDialog
        open={open}
        loading={isPending}
        title={translate(texts.title, { name })}
        content={translate(texts.content, { name })}
        confirm="app.action.remove"
        // Without returnPromise the deletion reports through onSuccess and onError: nothing to await.
        onConfirm={() =>
          void remove(
            resource,
            { id: member.id, previousData: member, meta },
            {
              mutationMode: 'pessimistic',
              onSuccess: () => {
                setOpen(false);
                notify(texts.removed, { type: 'info', messageArgs: { name } });
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
