/**
 * Issues reported on a customer order (spec part 1, section 7): listed (25 a page, newest first,
 * searched by subject and description) and reported at /customerorders/{id}/issues, read and
 * changed at .../issues/{idCustomerOrderIssue}, each answering customerOrderIssue. Reading follows
 * the order's reading rule; reporting and changing need CoreOrders Edit on one's own order.
 */
import { z } from 'zod';
import { defineCollection } from '../registry/collection';
import { customerOrderIssue, customerOrderIssueInput, customerOrderIssueList, customerOrderIssueListQuery } from './schemas';

const answer = z.object({ customerOrderIssue });

export const customerOrderIssues = defineCollection({
  name: 'customerOrderIssues',
  access: { subject: 'CoreOrders', account: 'parent' },
  paths: { collection: '/customerorders/{idCustomerOrder}/issues', item: '/customerorders/{idCustomerOrder}/issues/{idCustomerOrderIssue}' },
  calls: {
    list: { summary: "List an order's issues, the newest first", query: customerOrderIssueListQuery, answer: customerOrderIssueList },
    read: { summary: 'Read an issue of an order', answer },
    create: { summary: 'Report an issue on one’s own order', action: 'Edit', body: customerOrderIssueInput, answer },
    update: { summary: 'Change an issue of one’s own order', body: customerOrderIssueInput, answer },
  },
});
