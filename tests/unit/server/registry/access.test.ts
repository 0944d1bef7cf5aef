import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ALL_ACCOUNTS, type AccountPermissions } from '../../../../shared/permissions';
import { guard } from '../../../../server/registry/access';
import type { RouteAccess } from '../../../../shared/registry/route-kinds';

const ACCOUNT = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';
const requestOf = (accountPermissions: AccountPermissions[]) => ({ auth: { accountPermissions } }) as unknown as FastifyRequest;
const boxReports: RouteAccess = {
  subject: ['ReportsBoxStock', 'ReportsBoxInboundOrders', 'ReportsBoxOutboundOrders'],
  account: { placeholder: 'idClientAccount' },
};
const params = { idClientAccount: ACCOUNT };

describe('the access of a call declaring several subjects', () => {
  it('lets in a caller holding any one of them in the account', () => {
    const reader = requestOf([{ idClientAccount: ACCOUNT, permissions: [{ action: 'View', subject: 'ReportsBoxInboundOrders' }] }]);
    expect(guard(reader, boxReports, 'View', params).all).toBe(false);
  });

  it('refuses (403) a caller holding none of them there, or one in another account only', () => {
    const elsewhere = requestOf([{ idClientAccount: OTHER, permissions: [{ action: 'View', subject: 'ReportsBoxStock' }] }]);
    const otherSubject = requestOf([{ idClientAccount: ACCOUNT, permissions: [{ action: 'View', subject: 'ReportsWarehouseStock' }] }]);
    for (const request of [elsewhere, otherSubject])
      expect(() => guard(request, boxReports, 'View', params)).toThrow(expect.objectContaining({ statusCode: 403 }));
  });

  it('reaches every account through any one held on all accounts', () => {
    const all = requestOf([{ idClientAccount: ALL_ACCOUNTS, permissions: [{ action: 'View', subject: 'ReportsBoxOutboundOrders' }] }]);
    expect(guard(all, boxReports, 'View', params).all).toBe(true);
  });
});
