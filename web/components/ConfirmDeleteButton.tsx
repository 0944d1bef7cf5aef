import { useState } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Button,
  Confirm,
  useDeleteController,
  useGetRecordRepresentation,
  useRecordContext,
  useResourceContext,
  type RedirectionSideEffect,
} from 'react-admin';
import { useTranslate } from '../i18n/use-translate';
import { useNotifyError } from './use-notify-error';

/**
 * Delete after confirmation. The spec's confirmation dialog labels its cancel button "No", which
 * react-admin's DeleteButton cannot do. Deletion is pessimistic: a refusal (a client still in
 * use...) shows the server's message and the record stays.
 */
export const ConfirmDeleteButton = ({
  redirect = 'list',
  meta,
}: {
  redirect?: RedirectionSideEffect;
  /** Passed to the data provider, e.g. `{ params: { idClient } }` for a path the session scope cannot fill. */
  meta?: Record<string, unknown>;
}) => {
  const record = useRecordContext();
  const resource = useResourceContext();
  const translate = useTranslate();
  const notifyError = useNotifyError();
  const representation = useGetRecordRepresentation(resource);
  const [open, setOpen] = useState(false);
  const { isPending, handleDelete } = useDeleteController({
    record,
    resource,
    redirect,
    mutationMode: 'pessimistic',
    mutationOptions: {
      meta,
      onError: (error) => {
        setOpen(false);
        notifyError(error);
      },
    },
  });
  if (!record) return null;
  const name = String(representation(record));
  return (
    <>
      <Button
        label="ra.action.delete"
        color="error"
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
      >
        <DeleteIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={translate('app.confirmDelete.title', { name })}
        content={translate('app.confirmDelete.content', { name })}
        confirm="app.action.yes"
        cancel="app.action.no"
        onConfirm={(event) => {
          event.stopPropagation();
          handleDelete();
        }}
        onClose={(event) => {
          event.stopPropagation();
          setOpen(false);
        }}
      />
    </>
  );
};
