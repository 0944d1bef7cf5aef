import { useState } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import { Alert, Dialog, DialogActions, DialogContent, DialogTitle, Button as MuiButton } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import {
  Button,
  useDataProvider,
  useDeleteController,
  useGetRecordRepresentation,
  useRecordContext,
  useResourceContext,
  type RedirectionSideEffect,
} from 'react-admin';
import { useTranslate } from '../shell/i18n/use-translate';
import { useNotifyError } from './use-notify-error';
import { usageKey } from '../../shared/registry/usage';
import type { PortalDataProvider } from '../shell/providers/data-provider';
import { ConfirmDialog } from './ConfirmDialog';

/**
 * Delete after confirmation, in the shared dialog ("Delete" / "Cancel"): every delete button of
 * the portal is this one, react-admin's own are not used. Before asking, it reads what still uses the record
 * (GET <item>/usage): a record in use is not offered for deletion, the dialog says what uses it
 * (counts by kind) instead. Deletion is pessimistic: a refusal that comes anyway (something
 * began using it meanwhile) shows the server's message and the record stays.
 */
export const ConfirmDeleteButton = ({
  redirect = 'list',
  meta,
  onDeleted,
  name: givenName,
}: {
  redirect?: RedirectionSideEffect;
  /** Passed to the data provider, e.g. `{ params: { idClient } }` for a path the session scope cannot fill. */
  meta?: Record<string, unknown>;
  /** After the record is deleted (and the usual notification), e.g. to close the dialog it was shown in. */
  onDeleted?: () => void;
  /** What the dialog calls the record, for a resource without a screen of its own (and so no representation). */
  name?: string;
}) => {
  const record = useRecordContext();
  const resource = useResourceContext();
  const translate = useTranslate();
  const notifyError = useNotifyError();
  const representation = useGetRecordRepresentation(resource);
  const [open, setOpen] = useState(false);
  const dataProvider = useDataProvider<PortalDataProvider>();
  const params = (meta as { params?: Record<string, string> } | undefined)?.params;
  const usage = useQuery({
    queryKey: [resource, 'usage', record?.id, params],
    queryFn: () => dataProvider.getUsage(resource!, String(record!.id), { params }),
    enabled: open && !!record,
    staleTime: 0,
    gcTime: 0,
  });
  const inUse = usage.data?.filter((u) => u.count > 0) ?? [];
  const { isPending, handleDelete } = useDeleteController({
    record,
    resource,
    redirect,
    mutationMode: 'pessimistic',
    mutationOptions: {
      meta,
      ...(onDeleted ? { onSuccess: () => onDeleted() } : {}),
      onError: (error) => {
        setOpen(false);
        notifyError(error);
      },
    },
  });
  if (!record) return null;
  const name = givenName ?? String(representation(record));
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
      <Dialog open={open && inUse.length > 0} onClose={() => setOpen(false)} aria-labelledby="in-use-title" data-testid="in-use-dialog">
        <DialogTitle id="in-use-title">{translate('app.usage.title', { name })}</DialogTitle>
        <DialogContent>
          <Alert severity="warning">
            {translate('app.usage.content')}
            <ul style={{ margin: '4px 0', paddingInlineStart: '1.2em' }}>
              {inUse.map(({ table, count }) => (
                <li key={table}>{translate(usageKey(table), { smart_count: count, _: `${count} ${table}` })}</li>
              ))}
            </ul>
            {translate('app.usage.remove')}
          </Alert>
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setOpen(false)} autoFocus>
            {translate('ra.action.close')}
          </MuiButton>
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={open && (usage.isFetched || usage.isError) && inUse.length === 0}
        loading={isPending}
        title={translate('app.confirmDelete.title', { name })}
        content={translate('app.confirmDelete.content', { name })}
        confirm="ra.action.delete"
        onConfirm={(event) => {
          event.stopPropagation();
          handleDelete();
        }}
        onClose={(event) => {
          if ('stopPropagation' in event) event.stopPropagation();
          setOpen(false);
        }}
      />
    </>
  );
};
