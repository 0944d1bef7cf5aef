/** The administrators' reading of the mail middleware's outbox: the list, and one mail. */
export const OUTBOX_PATH = '/admin/mails';
export const outboxMailPath = (idMail: string) => `${OUTBOX_PATH}/${encodeURIComponent(idMail)}`;
/** Mails a page of the list. */
export const OUTBOX_PAGE_SIZE = 25;
