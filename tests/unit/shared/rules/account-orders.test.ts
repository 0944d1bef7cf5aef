import { describe, expect, it } from 'vitest';
import { canOrderForOthers, canSeeAccountOrders, mayOrderIn } from '../../../../shared/rules/account-orders';
import { ALL_ACCOUNTS, type Permission } from '../../../../shared/permissions';

const account = '11111111-1111-4111-8111-111111111111';
const other = '22222222-2222-4222-8222-222222222222';
const holder = (...permissions: Permission[]) => [{ idClientAccount: account, permissions }];

describe('who sees an account’s orders and orders for its users', () => {
  it('needs CoreOrders and AdminUsers View in that account to see every buyer’s orders', () => {
    expect(canSeeAccountOrders(holder({ action: 'View', subject: 'CoreOrders' }, { action: 'View', subject: 'AdminUsers' }), account)).toBe(true);
    expect(canSeeAccountOrders(holder({ action: 'View', subject: 'CoreOrders' }), account)).toBe(false);
    expect(canSeeAccountOrders(holder({ action: 'View', subject: 'AdminUsers' }), account)).toBe(false);
    expect(canSeeAccountOrders(holder({ action: 'View', subject: 'CoreOrders' }, { action: 'View', subject: 'AdminUsers' }), other)).toBe(false);
    expect(
      canSeeAccountOrders(
        [
          {
            idClientAccount: ALL_ACCOUNTS,
            permissions: [
              { action: 'View', subject: 'CoreOrders' },
              { action: 'View', subject: 'AdminUsers' },
            ],
          },
        ],
        other,
      ),
    ).toBe(true);
  });

  it('needs CoreOrders Create (Edit to change) and AdminUsers Edit to order for someone else', () => {
    const staff = holder({ action: 'Create', subject: 'CoreOrders' }, { action: 'Edit', subject: 'AdminUsers' });
    expect(canOrderForOthers(staff, account)).toBe(true);
    expect(canOrderForOthers(staff, account, 'Edit')).toBe(false);
    expect(canOrderForOthers(holder({ action: 'Create', subject: 'CoreOrders' }, { action: 'View', subject: 'AdminUsers' }), account)).toBe(false);
    expect(canOrderForOthers(staff, other)).toBe(false);
  });

  it('orders only for a user who may check out in the account', () => {
    expect(mayOrderIn(holder({ action: 'Create', subject: 'CoreGeneralCheckout' }), account)).toBe(true);
    expect(mayOrderIn(holder({ action: 'View', subject: 'CoreGeneralCheckout' }), account)).toBe(false);
  });
});
