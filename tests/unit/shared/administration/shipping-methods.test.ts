import { describe, expect, it } from 'vitest';
import { diffPart } from '../../../../shared/registry/define';
import { shippingMethods, shippingMethodSaveInput } from '../../../../shared/administration/shipping-methods';

const errorsOf = (body: unknown) => {
  const result = shippingMethodSaveInput.safeParse(body);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('shipping method input', () => {
  it('takes a code and a name, and defaults enabled, position and provision at dock', () => {
    expect(shippingMethodSaveInput.parse({ shippingMethodCode: 'STD', shippingMethodName: ' Standard ' })).toEqual({
      shippingMethodCode: 'STD',
      shippingMethodName: 'Standard',
      enabled: true,
      displayPosition: 0,
      isProvisionAtDock: false,
    });
  });

  it('refuses blank, too long, badly coded and fractional values with their message keys', () => {
    expect(errorsOf({ shippingMethodCode: 'std 1', shippingMethodName: '   ', displayPosition: 2.5 })).toEqual({
      shippingMethodCode: 'validation.codeCharset',
      shippingMethodName: 'validation.required',
      displayPosition: 'validation.number.whole',
    });
    expect(errorsOf({ shippingMethodCode: 'A'.repeat(21), shippingMethodName: 'x'.repeat(51), displayPosition: -1 })).toEqual({
      shippingMethodCode: 'validation.text.tooLong',
      shippingMethodName: 'validation.text.tooLong',
      displayPosition: 'validation.number.notNegative',
    });
    expect(errorsOf({ shippingMethodCode: 'STD', shippingMethodName: 'S', shippingMethodGroups: ['not-an-id'] })).toEqual({
      'shippingMethodGroups.0': 'validation.invalid',
    });
  });
});

describe('shipping method group links on save', () => {
  const [groups] = shippingMethods.savePlan!.parts;
  const links = (ids: string[]) =>
    groups.items({
      shippingMethodCode: 'STD',
      shippingMethodName: 'S',
      enabled: true,
      displayPosition: 0,
      isProvisionAtDock: false,
      shippingMethodGroups: ids,
    })!;

  it('adds the missing groups and removes the surplus ones, once each', () => {
    expect(diffPart(groups, links(['a', 'b']), links(['b', 'c', 'c']))).toEqual({
      removed: [{ idClientAccountGroup: 'a' }],
      added: [{ idClientAccountGroup: 'c' }],
    });
  });

  it('leaves the links alone when the body has none', () => {
    expect(groups.items({ shippingMethodCode: 'STD', shippingMethodName: 'S', enabled: true, displayPosition: 0, isProvisionAtDock: false })).toBeUndefined();
  });
});
