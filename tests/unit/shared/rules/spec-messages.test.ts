import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../shared/rules/spec-messages';
import { fr, t } from './locale-helpers';

describe('error catalogue', () => {
  it('has the exact English texts of the spec', () => {
    expect(Object.fromEntries(Object.entries(MESSAGES).map(([name, key]) => [name, t(key)]))).toEqual({
      noEligibleProductsForReorder: 'No eligible products for reorder.',
      orderForAddressFailed: 'Order for %{addressName} failed with error - %{errorMessage}',
      requestedQtyNotAvailable: 'The requested qty is not available!',
      insufficientQuantity: 'Insufficient quantity',
      invalidSku: 'Invalid SKU',
      userDisabled: 'User is disabled',
      userDeleted: 'User is deleted',
      issueNotFound: 'Issue not found',
      maintenance: 'We are currently on maintenance!',
      errorOccurred: 'Error occurred!',
      refreshPage: 'Sorry! Please refresh the page!',
      somethingHappened: 'Ops... Something happened!',
      actionFailed: 'Something happened',
      renderError: 'Ops... Something happened! Sorry! Please refresh the page!',
      identityError: 'Oh snap! You got an error!',
      exitWithoutApplyingChanges: 'Exit without apply changes!',
      failedRequests: 'There is failed requests.',
      changingTypeNotAllowed: 'Changing Type is not allowed!',
      changingClientNotAllowed: 'Changing Client is not allowed!',
      changingAccountNotAllowed: 'Changing Account is not allowed!',
      duplicatedSku: 'Duplicated SKU!',
      duplicateBarcode: 'Duplicate Barcode detected.',
      duplicateSkuSupplier: 'Duplicate SKU Supplier detected.',
      exportFailed: 'Export Failed. Try again!',
      validationFailed: 'Validation failed.',
      accountMissing: 'idClientAccount is missing',
    });
  });

  it('interpolates in French too', () => {
    expect(t({ key: MESSAGES.orderForAddressFailed, params: { addressName: 'Lyon', errorMessage: 'SKU invalide' } }, fr)).toBe(
      'La commande pour Lyon a échoué avec l’erreur - SKU invalide',
    );
  });
});
