/**
 * The per-product error list shared by the cart and by order editing: an entry appears when a
 * stock check finds a negative difference (requested more than available) and disappears when
 * the difference is zero or more, or when the product leaves the list.
 */
export interface StockError {
  idProduct: string;
  /** available - requested; null when the product could not even be fetched. */
  diff: number | null;
  /** Translation key. */
  error: string;
}

export type StockErrorEvent =
  | { type: 'quantityChecked'; idProduct: string; diff: number }
  | { type: 'productFetchFailed'; idProduct: string }
  | { type: 'itemRemoved'; idProduct: string }
  | { type: 'cleared' };

export const FETCH_FAILED_MESSAGE = 'messages.requestedQtyNotAvailable';

const without = (errors: readonly StockError[], idProduct: string) => errors.filter((e) => e.idProduct !== idProduct);

/** A reducer whose negative-difference entries carry `negativeDiffKey`. */
export function stockErrorsReducer(negativeDiffKey: string) {
  return (errors: readonly StockError[], event: StockErrorEvent): StockError[] => {
    switch (event.type) {
      case 'quantityChecked':
        return event.diff < 0
          ? [...without(errors, event.idProduct), { idProduct: event.idProduct, diff: event.diff, error: negativeDiffKey }]
          : without(errors, event.idProduct);
      case 'productFetchFailed':
        return [...without(errors, event.idProduct), { idProduct: event.idProduct, diff: null, error: FETCH_FAILED_MESSAGE }];
      case 'itemRemoved':
        return without(errors, event.idProduct);
      case 'cleared':
        return [];
    }
  };
}
