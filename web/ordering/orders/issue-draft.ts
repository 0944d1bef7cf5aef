import type { CustomerOrderIssue, CustomerOrderIssueInput } from '../../../shared/ordering/schemas';

/** An issue as its form holds it. */
export type IssueDraft = { subject: string; description: string; statusName: CustomerOrderIssue['statusName'] };

/** What a report or an edit sends: the texts trimmed, an empty description none, the status only on an edit. */
export const issueInput = (draft: IssueDraft, withStatus: boolean): CustomerOrderIssueInput => ({
  subject: draft.subject.trim(),
  description: draft.description.trim() || null,
  ...(withStatus ? { statusName: draft.statusName } : {}),
});
