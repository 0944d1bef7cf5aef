import { describe, expect, it } from 'vitest';
import { issueInput } from '../../../../../web/ordering/orders/issue-draft';

describe('an order issue’s form', () => {
  it('sends the texts trimmed, an empty description as none, and no status when reporting', () => {
    expect(issueInput({ subject: '  Broken box ', description: '   ', statusName: 'Open' }, false)).toEqual({ subject: 'Broken box', description: null });
  });

  it('sends the status chosen when editing', () => {
    expect(issueInput({ subject: 'Broken box', description: ' Two cartons crushed\n', statusName: 'Closed' }, true)).toEqual({
      subject: 'Broken box',
      description: 'Two cartons crushed',
      statusName: 'Closed',
    });
  });
});
