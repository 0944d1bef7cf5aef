/**
 * The error catalogue of the spec: messages a screen, the server or the CLI shows as is. Rules
 * that return one of them reference it from their own file; the rest are here so every part of
 * the application uses the same key (and the same English text).
 */
export const MESSAGES = {
  noEligibleProductsForReorder: 'messages.noEligibleProductsForReorder',
  orderForAddressFailed: 'messages.orderForAddressFailed',
  requestedQtyNotAvailable: 'messages.requestedQtyNotAvailable',
  insufficientQuantity: 'messages.insufficientQuantity',
  invalidSku: 'messages.invalidSku',
  userDisabled: 'messages.userDisabled',
  userDeleted: 'messages.userDeleted',
  issueNotFound: 'messages.issueNotFound',
  maintenance: 'messages.maintenance',
  errorOccurred: 'messages.errorOccurred',
  refreshPage: 'messages.refreshPage',
  somethingHappened: 'messages.somethingHappened',
  actionFailed: 'messages.actionFailed',
  renderError: 'messages.renderError',
  identityError: 'messages.identityError',
  exitWithoutApplyingChanges: 'messages.exitWithoutApplyingChanges',
  failedRequests: 'messages.failedRequests',
  changingTypeNotAllowed: 'messages.changingTypeNotAllowed',
  changingClientNotAllowed: 'messages.changingClientNotAllowed',
  changingAccountNotAllowed: 'messages.changingAccountNotAllowed',
  duplicatedSku: 'messages.duplicatedSku',
  duplicateBarcode: 'messages.duplicateBarcode',
  duplicateSkuSupplier: 'messages.duplicateSkuSupplier',
  exportFailed: 'messages.exportFailed',
  validationFailed: 'messages.validationFailed',
  accountMissing: 'messages.accountMissing',
} as const;
