import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { RuleError, message, zodIssueMessage } from '../../../../shared/rules/message';

describe('messages', () => {
  it('carry a key and optional params', () => {
    expect(message('messages.insufficientQuantity')).toEqual({ key: 'messages.insufficientQuantity' });
    expect(message('validation.text.tooLong', { max: 3 })).toEqual({ key: 'validation.text.tooLong', params: { max: 3 } });
  });

  it('turn a zod issue into key + limit', () => {
    const issue = z.string().max(3, { error: 'validation.text.tooLong' }).safeParse('abcd').error!.issues[0];
    expect(zodIssueMessage(issue)).toEqual({ key: 'validation.text.tooLong', params: { max: 3 } });
    const plain = z
      .string()
      .refine(() => false, { error: 'validation.required' })
      .safeParse('').error!.issues[0];
    expect(zodIssueMessage(plain)).toEqual({ key: 'validation.required' });
  });

  it('RuleError carries its message', () => {
    const error = new RuleError(message('messages.noEligibleProductsForReorder'));
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toBe('messages.noEligibleProductsForReorder');
    expect(error.rule.key).toBe('messages.noEligibleProductsForReorder');
  });
});
