import type { ReactNode } from 'react';
import { ChoiceSelect } from '../../components/ChoiceSelect';

export interface AddressChoice {
  idAddressBookAddress: string;
  addressName: string;
  zipCode: string | null;
  city: string | null;
}

/**
 * The delivery address of an order, among the user's address books: each choice by its name,
 * postcode and city; `children` are the choices before them (none, the order's own address).
 * `error` (already translated) stands under the field.
 */
export const AddressSelect = ({
  addresses,
  ...rest
}: {
  label: string;
  value: string;
  onChange: (idAddressBookAddress: string) => void;
  addresses: readonly AddressChoice[];
  error?: string;
  disabled?: boolean;
  testId: string;
  children?: ReactNode;
}) => (
  <ChoiceSelect
    {...rest}
    choices={addresses.map((a) => ({
      value: a.idAddressBookAddress,
      label: (
        <>
          {a.addressName} · {a.zipCode} {a.city}
        </>
      ),
    }))}
  />
);
