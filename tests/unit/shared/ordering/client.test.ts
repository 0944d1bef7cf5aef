import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../../../shared/api/api-client';
import { orderingClient } from '../../../../shared/ordering/client';
import { cartItemInput, checkoutDocumentInput, checkoutInput } from '../../../../shared/ordering/schemas';

const scope = { idUser: 'u1', idClient: 'c1', idClientAccount: 'a1', idWarehouse: 'w1' };

/** A client over a fake fetch that records "METHOD url body" and answers from the handler. */
function harness(answer: (method: string, url: string, body: unknown) => unknown = () => ({})) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  const fetch = async (url: string | URL | Request, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, url: String(url), body });
    if (method === 'DELETE') return new Response(null, { status: 204 });
    return new Response(JSON.stringify(answer(method, String(url), body)), { status: 200 });
  };
  const api = createApiClient({ baseUrl: 'https://api.test', getScope: () => scope, fetch });
  return { client: orderingClient(api), calls };
}

describe('the ordering client', () => {
  it('calls the cart paths of the spec', async () => {
    const { client, calls } = harness((_m, url) => (url.includes('/items') ? { item: { idCartItem: 'i1' } } : { idCart: 'k1' }));
    await client.getCart({ idClientAccount: 'a1', idWarehouse: 'w1', type: 'EVENT', idEvent: 'e1' });
    await client.addCartItem('k1', { idProduct: 'p1', quantity: 2 });
    await client.updateCartItem('i1', { quantity: 3 });
    await client.removeCartItem('i1');
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET https://api.test/clients/accounts/a1/warehouse/w1/cart?type=EVENT&idEvent=e1',
      'POST https://api.test/clients/accounts/a1/warehouse/w1/cart/k1/items',
      'PUT https://api.test/clients/accounts/a1/warehouse/w1/cart/items/i1',
      'DELETE https://api.test/clients/accounts/a1/warehouse/w1/cart/items/i1',
    ]);
    expect(calls[1].body).toEqual({ idProduct: 'p1', quantity: 2 });
  });

  it('saves the checkout with addresses as ids, an empty date as null and no shipping method object', async () => {
    const { client, calls } = harness(() => ({ checkout: {} }));
    await client.saveCheckout('k1', {
      deliveryDate: '',
      shippingMethod: { idShippingMethod: 's1' },
      idShippingMethod: 's1',
      selectedAddresses: [{ idAddressBookAddress: 'x' }, { idAddressBookAddress: 'y' }],
    });
    expect(calls[0]).toEqual({
      method: 'PUT',
      url: 'https://api.test/clients/accounts/a1/warehouse/w1/checkout/k1',
      body: { idShippingMethod: 's1', deliveryDate: null, selectedAddresses: ['x', 'y'] },
    });
  });

  it('completes with the warehouse type and reads shipping methods enabled and by position', async () => {
    const { client, calls } = harness((_m, url) =>
      url.includes('shippingmethods')
        ? {
            shippingMethods: [
              { idShippingMethod: 'b', enabled: true, displayPosition: 2 },
              { idShippingMethod: 'off', enabled: false, displayPosition: 0 },
              { idShippingMethod: 'a', enabled: true, displayPosition: 1 },
            ],
          }
        : { idOrder: 'o1', orders: [], failures: [] },
    );
    await client.complete('k1', 'WAREHOUSE');
    const methods = await client.shippingMethods('a1');
    expect(methods.map((m) => m.idShippingMethod)).toEqual(['a', 'b']);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'POST https://api.test/clients/accounts/a1/warehouse/w1/checkout/k1/complete?type=WAREHOUSE',
      'GET https://api.test/customerorders/shippingmethods?IdClientAccount=a1',
    ]);
  });

  it('saves documents in the spec’s order: removed deleted, changed updated, new created, then the list read again', async () => {
    const saved = [
      { idCartDocument: 'd1', idDocument: 'f1', idCart: 'k1', documentName: 'Keep', documentFileName: 'k.pdf', documentDescription: null, displayPosition: 0 },
      {
        idCartDocument: 'd2',
        idDocument: 'f2',
        idCart: 'k1',
        documentName: 'Rename me',
        documentFileName: 'r.pdf',
        documentDescription: null,
        displayPosition: 1,
      },
      { idCartDocument: 'd3', idDocument: 'f3', idCart: 'k1', documentName: 'Drop', documentFileName: 'd.pdf', documentDescription: null, displayPosition: 2 },
    ].map((d) => ({ ...d, documentSize: 1, fileType: 'application/pdf' }));
    const { client, calls } = harness((method) => (method === 'GET' ? { documents: saved } : { document: {} }));
    await client.saveDocuments('k1', [
      { ...saved[0] },
      { ...saved[1], documentName: 'Renamed', displayPosition: 0 },
      { documentName: 'New', documentFileName: 'n.pdf', fileType: 'application/pdf', document: 'AAAA', displayPosition: 2 },
    ]);
    expect(calls.map((c) => `${c.method} ${c.url.replace('https://api.test/clients/accounts/a1/warehouse/w1', '')}`)).toEqual([
      'GET /checkout/documents/k1',
      'DELETE /checkout/documents/d3',
      'PUT /checkout/documents/d2',
      'POST /checkout/documents',
      'GET /checkout/documents/k1',
    ]);
    expect(calls[2].body).toMatchObject({ idCart: 'k1', idCartDocument: 'd2', idDocument: 'f2', documentName: 'Renamed' });
    expect(calls[3].body).toMatchObject({ idCart: 'k1', documentName: 'New', document: 'AAAA' });
  });
});

describe('the ordering contract', () => {
  it('takes positive whole quantities only', () => {
    expect(cartItemInput.safeParse({ idProduct: crypto.randomUUID(), quantity: 2 }).success).toBe(true);
    for (const quantity of [0, -1, 1.5]) expect(cartItemInput.safeParse({ idProduct: crypto.randomUUID(), quantity }).success).toBe(false);
  });

  it('takes at most 100 addresses per checkout, with the spec’s message', () => {
    const ids = (n: number) => Array.from({ length: n }, () => crypto.randomUUID());
    expect(checkoutInput.safeParse({ selectedAddresses: ids(100) }).success).toBe(true);
    const refused = checkoutInput.safeParse({ selectedAddresses: ids(101) });
    expect(refused.error?.issues[0].message).toBe('validation.checkout.tooManyAddresses');
  });

  it('limits checkout texts to the field limits and documents to 5 MB', () => {
    expect(checkoutInput.safeParse({ orderReference: 'x'.repeat(31) }).success).toBe(false);
    expect(checkoutInput.safeParse({ orderComment: 'x'.repeat(320) }).success).toBe(true);
    const doc = { idCart: crypto.randomUUID(), documentName: 'a', documentFileName: 'a.pdf', fileType: 'application/pdf' };
    expect(checkoutDocumentInput.safeParse({ ...doc, documentSize: 5_242_881 }).success).toBe(false);
    expect(checkoutDocumentInput.safeParse({ ...doc, document: 'not base64!' }).success).toBe(false);
  });
});
