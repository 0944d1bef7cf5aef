import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Card, CardContent, Chip, Divider, MenuItem, Pagination, Stack, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { ApiError } from '../../../shared/api/api-error';
import { customerOrderIssues } from '../../../shared/ordering/order-issues';
import { collectionCalls, collectionKey } from '../../../shared/registry/collection';
import type { CustomerOrderIssue, CustomerOrderIssueList } from '../../../shared/ordering/schemas';
import { useFormats } from '../../components/use-formats';
import { addIssue, replaceIssue } from '../../../shared/rules/orders';
import { ISSUE_LIST_PAGE_SIZE } from '../../../shared/rules/search';
import { ORDER_STATUS_NAME_LABELS, ORDER_STATUS_NAMES, orderStatusNameLabel } from '../../../shared/rules/statuses';
import { LimitedTextField } from '../../components/LimitedTextField';
import { useNotifyError } from '../../components/use-notify-error';
import { useTranslate } from '../../shell/i18n/use-translate';
import { timelineKey } from './OrderTimeline';
import { useSessionApi } from '../../shell/session/SessionProvider';
import { issueInput, type IssueDraft } from './issue-draft';

/** Subject, description and (when editing) status; field errors from the server shown in place. */
const IssueForm = ({
  initial,
  editing,
  onSubmit,
  onCancel,
}: {
  initial: IssueDraft;
  editing: boolean;
  onSubmit: (draft: IssueDraft) => Promise<Record<string, string> | null>;
  onCancel: () => void;
}) => {
  const translate = useTranslate();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    if (!draft.subject.trim()) return setErrors({ subject: 'validation.required' });
    setSaving(true);
    setErrors((await onSubmit(draft)) ?? {});
    setSaving(false);
  };
  return (
    <Stack spacing={2} component="form" onSubmit={(e) => (e.preventDefault(), void submit())} data-testid="issue-form">
      <LimitedTextField
        size="small"
        required
        label={translate('pages.orders.issues.subject')}
        value={draft.subject}
        onChange={(e) => setDraft({ ...draft, subject: e.target.value })}
        limit={100}
        serverError={errors.subject ? translate(errors.subject, { max: 100, _: errors.subject }) : undefined}
      />
      <LimitedTextField
        size="small"
        multiline
        minRows={2}
        label={translate('pages.orders.issues.description')}
        value={draft.description}
        onChange={(e) => setDraft({ ...draft, description: e.target.value })}
        limit={2000}
        serverError={errors.description ? translate(errors.description, { max: 2000, _: errors.description }) : undefined}
      />
      {editing && (
        <TextField
          select
          size="small"
          label={translate('pages.orders.labelFilter')}
          value={draft.statusName}
          onChange={(e) => setDraft({ ...draft, statusName: e.target.value as IssueDraft['statusName'] })}
        >
          {ORDER_STATUS_NAMES.map((name) => (
            <MenuItem key={name} value={name}>
              {translate(ORDER_STATUS_NAME_LABELS[name])}
            </MenuItem>
          ))}
        </TextField>
      )}
      <Stack direction="row" spacing={1} justifyContent="flex-end">
        <Button onClick={onCancel} disabled={saving}>
          {translate('ra.action.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={saving}>
          {translate(editing ? 'ra.action.save' : 'pages.orders.issues.submit')}
        </Button>
      </Stack>
    </Stack>
  );
};

/**
 * An order's issues a page at a time, and which one is being reported or edited. A save writes
 * the server's answer into the page (a new issue at the top of the first page, an edited one in
 * its place) and reads the order's story again; it gives back the fields the server refused.
 */
const useOrderIssues = (idCustomerOrder: string) => {
  const api = useSessionApi();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const [editingId, setEditingId] = useState<string | null>(null);
  const issues = collectionCalls(api, customerOrderIssues);
  const queryKey = collectionKey(customerOrderIssues, idCustomerOrder, page);
  const { data, isPending, error } = useQuery({ queryKey, queryFn: () => issues.list({ idCustomerOrder }, { currentPage: page }) });

  const update = (change: (items: CustomerOrderIssue[]) => CustomerOrderIssue[], countChange = 0) =>
    queryClient.setQueryData<CustomerOrderIssueList>(queryKey, (current) =>
      current
        ? {
            items: change(current.items).slice(0, ISSUE_LIST_PAGE_SIZE),
            searchCriteria: { ...current.searchCriteria, totalCount: current.searchCriteria.totalCount + countChange },
          }
        : current,
    );

  /** Field errors of a refused save, or null when it went through (other failures are notified). */
  const save = async (run: () => Promise<CustomerOrderIssue>, apply: (issue: CustomerOrderIssue) => void): Promise<Record<string, string> | null> => {
    try {
      apply(await run());
      void queryClient.invalidateQueries({ queryKey: timelineKey(idCustomerOrder) });
      return null;
    } catch (failure) {
      if (failure instanceof ApiError && Object.keys(failure.errors).length) return failure.errors;
      notifyError(failure);
      return null;
    }
  };

  const create = (draft: IssueDraft) =>
    save(
      async () => (await issues.create({ idCustomerOrder }, issueInput(draft, false))).customerOrderIssue,
      (issue) => {
        if (page !== 1) setPage(1);
        update((items) => addIssue(items, issue), 1);
        setCreating(false);
        notify('pages.orders.issues.created', { type: 'info' });
      },
    );
  const edit = (issue: CustomerOrderIssue, draft: IssueDraft) =>
    save(
      async () => (await issues.update({ idCustomerOrder, idCustomerOrderIssue: issue.idCustomerOrderIssue }, issueInput(draft, true))).customerOrderIssue,
      (saved) => {
        update((items) => replaceIssue(items, saved));
        setEditingId(null);
      },
    );
  const total = data?.searchCriteria.totalCount ?? 0;
  return { page, setPage, data, isPending, error, total, creating, setCreating, editingId, setEditingId, create, edit };
};

/**
 * The order's issues, 25 a page, newest first: a new one appears at the top, an edited one stays
 * where it is (the spec's list behaviour), without reloading the list.
 */
export const OrderIssues = ({ idCustomerOrder, canReport }: { idCustomerOrder: string; canReport: boolean }) => {
  const translate = useTranslate();
  const { page, setPage, data, isPending, error, total, creating, setCreating, editingId, setEditingId, create, edit } = useOrderIssues(idCustomerOrder);
  return (
    <Card>
      <CardContent>
        <Stack direction="row" justifyContent="space-between" alignItems="center" sx={{ mb: 1 }}>
          <Typography variant="h6" component="h2">
            {translate('pages.orders.issues.title')}
          </Typography>
          {canReport && !creating && (
            <Button startIcon={<AddIcon />} onClick={() => setCreating(true)}>
              {translate('pages.orders.issues.report')}
            </Button>
          )}
        </Stack>
        {creating && (
          <Box sx={{ mb: 2 }}>
            <IssueForm initial={{ subject: '', description: '', statusName: 'Open' }} editing={false} onCancel={() => setCreating(false)} onSubmit={create} />
          </Box>
        )}
        {isPending ? null : error ? (
          <Typography color="error">{translate('pages.orders.issues.loadFailed')}</Typography>
        ) : total === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {translate('pages.orders.issues.none')}
          </Typography>
        ) : (
          <Stack divider={<Divider flexItem />} spacing={1.5} data-testid="issues">
            {data?.items.map((issue) =>
              editingId === issue.idCustomerOrderIssue ? (
                <IssueForm
                  key={issue.idCustomerOrderIssue}
                  initial={{ subject: issue.subject, description: issue.description ?? '', statusName: issue.statusName }}
                  editing
                  onCancel={() => setEditingId(null)}
                  onSubmit={(draft) => edit(issue, draft)}
                />
              ) : (
                <IssueView key={issue.idCustomerOrderIssue} issue={issue} onEdit={canReport ? () => setEditingId(issue.idCustomerOrderIssue) : undefined} />
              ),
            )}
          </Stack>
        )}
        {total > ISSUE_LIST_PAGE_SIZE && (
          <Pagination sx={{ mt: 2 }} count={Math.ceil(total / ISSUE_LIST_PAGE_SIZE)} page={page} onChange={(_e, next) => setPage(next)} />
        )}
      </CardContent>
    </Card>
  );
};

/** One issue as read: its status, subject, description, who reported it and when; Edit for whoever may. */
const IssueView = ({ issue, onEdit }: { issue: CustomerOrderIssue; onEdit?: () => void }) => {
  const { moment } = useFormats();
  const translate = useTranslate();
  /** The status name's label, or the name the server sent when it is not one of the spec's. */
  const statusKey = orderStatusNameLabel(issue.statusName);
  return (
    <Box data-testid="issue">
      <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
        <Chip size="small" label={statusKey ? translate(statusKey) : issue.statusName} />
        <Typography fontWeight={600}>{issue.subject}</Typography>
        <Box sx={{ flex: 1 }} />
        {onEdit && (
          <Button size="small" onClick={onEdit}>
            {translate('ra.action.edit')}
          </Button>
        )}
      </Stack>
      {issue.description && (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line', mt: 0.5 }}>
          {issue.description}
        </Typography>
      )}
      <Typography variant="caption" color="text.secondary">
        {translate('pages.orders.issues.by', { name: issue.userName, date: moment(issue.creationDate) })}
      </Typography>
    </Box>
  );
};
