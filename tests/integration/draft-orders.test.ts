import { beforeAll, expect, it } from 'vitest';
import { eq, ne } from 'drizzle-orm';
import { DEMO_USERS } from '../../server/db/seed';
import { addressBookAddresses, addressBooks, cartItems, checkouts, clientAccounts, draftOrders, warehouses } from '../../server/db/schema';
import { clientFor, failure } from '../support/api';
import { describeEachEngine } from '../support/engines';
import { orderingFixture } from '../support/ordering';
import { draftsOf } from '../support/order-collections';

const pdf = Buffer.from('%PDF-1.4 draft').toString('base64');

describeEachEngine('draft orders', (ctx) => {
  let f: Awaited<ReturnType<typeof orderingFixture>>;

  let drafts: ReturnType<typeof draftsOf>;

  beforeAll(async () => {
    f = await orderingFixture(ctx().server);
    drafts = draftsOf(f.tom);
  });

  async function filledCart() {
    const cart = await f.ordering.getCart({ ...f.scope, type: 'EVENT', idEvent: await f.event() });
    const [a, b] = [await f.product(10), await f.product(10)];
    await f.ordering.addCartItem(cart.idCart, { idProduct: a.idProduct, quantity: 2 });
    await f.ordering.addCartItem(cart.idCart, { idProduct: b.idProduct, quantity: 3 });
    const [address] = await f.addresses(1);
    await f.ordering.saveCheckout(cart.idCart, {
      idShippingMethod: f.idShippingMethod,
      selectedAddresses: [address],
      orderReference: 'DRAFT-REF',
      poNumber: 'PO-D',
    });
    await f.ordering.saveDocuments(cart.idCart, [
      { document: pdf, documentName: 'Form', documentFileName: 'form.pdf', fileType: 'application/pdf', displayPosition: 0 },
    ]);
    return { cart, a, b, address };
  }

  it('saves the checkout as a draft and resets it: the cart is empty, the checkout gone', async () => {
    const { cart, a, b, address } = await filledCart();
    const draft = await drafts.saveDraft(cart.idCart);
    expect(draft).toMatchObject({ orderReference: 'DRAFT-REF', poNumber: 'PO-D', idShippingMethod: f.idShippingMethod, itemCount: 2, totalQuantity: 5 });
    expect(draft.items.map((i) => [i.idProduct, i.quantity]).sort()).toEqual(
      [
        [a.idProduct, 2],
        [b.idProduct, 3],
      ].sort(),
    );
    expect(draft.addresses.map((x) => x.idAddressBookAddress)).toEqual([address.idAddressBookAddress]);
    expect(draft.documents.map((d) => d.documentName)).toEqual(['Form']);
    expect(await f.db.select().from(cartItems).where(eq(cartItems.idCart, cart.idCart))).toEqual([]);
    expect(await f.db.select().from(checkouts).where(eq(checkouts.idCart, cart.idCart))).toEqual([]);
    // An empty cart has nothing to keep.
    expect((await failure(drafts.saveDraft(cart.idCart))).status).toBe(400);
  });

  it('makes a draft from nothing in a warehouse of the account, and resets the checkout there', async () => {
    const cart = await f.ordering.getCart({ ...f.scope, type: 'WAREHOUSE' });
    const p = await f.product(10);
    await f.ordering.addCartItem(cart.idCart, { idProduct: p.idProduct, quantity: 1 });
    await f.ordering.saveCheckout(cart.idCart, { orderReference: 'KEPT-BEFORE' });
    const draft = await drafts.createDraft({
      idWarehouse: f.scope.idWarehouse,
      idShippingMethod: f.idShippingMethod,
      orderReference: 'FROM-NOTHING',
      items: [
        { idProduct: p.idProduct, quantity: 2 },
        { idProduct: p.idProduct, quantity: 1 },
      ],
    });
    expect(draft).toMatchObject({ orderReference: 'FROM-NOTHING', idShippingMethod: f.idShippingMethod, itemCount: 1, totalQuantity: 3 });
    expect((await drafts.getDraft(draft.idDraft)).items).toMatchObject([{ idProduct: p.idProduct, quantity: 3 }]);
    // The checkout is reset (its reference gone); the cart keeps its items.
    expect(await f.db.select().from(checkouts).where(eq(checkouts.idCart, cart.idCart))).toEqual([]);
    expect((await f.ordering.getCheckout(cart.idCart)).orderReference ?? null).toBeNull();
    expect(await f.db.select().from(cartItems).where(eq(cartItems.idCart, cart.idCart))).toHaveLength(1);
    // Its delivery addresses are ones the user may order to; another's address book is refused.
    const [address] = await f.addresses(1);
    const addressed = await drafts.createDraft({ idWarehouse: f.scope.idWarehouse, addresses: [address.idAddressBookAddress] });
    expect(addressed.addresses.map((a) => a.idAddressBookAddress)).toEqual([address.idAddressBookAddress]);
    const [foreignAddress] = await f.db
      .select()
      .from(addressBookAddresses)
      .innerJoin(addressBooks, eq(addressBooks.idAddressBook, addressBookAddresses.idAddressBook))
      .where(ne(addressBooks.idClientAccount, f.scope.idClientAccount))
      .limit(1);
    const elsewhere = await failure(
      drafts.createDraft({ idWarehouse: f.scope.idWarehouse, addresses: [foreignAddress.address_book_addresses.idAddressBookAddress] }),
    );
    expect([elsewhere.status, elsewhere.errors]).toEqual([400, { addresses: 'validation.unknownReference' }]);
    // An empty draft is a draft; a product of another account, a hidden shipping method, a warehouse of no account's are refused.
    expect(await drafts.createDraft({ idWarehouse: f.scope.idWarehouse })).toMatchObject({ itemCount: 0 });
    const [mls] = await f.db.select().from(clientAccounts).where(eq(clientAccounts.accountCode, 'MLS'));
    const foreign = await f.db.query.products.findFirst({ where: (t, { eq: is }) => is(t.idClientAccount, mls.idClientAccount) });
    const refused = await failure(drafts.createDraft({ idWarehouse: f.scope.idWarehouse, items: [{ idProduct: foreign!.idProduct, quantity: 1 }] }));
    expect([refused.status, refused.errors]).toEqual([400, { items: 'validation.unknownReference' }]);
    const hidden = await failure(drafts.createDraft({ idWarehouse: f.scope.idWarehouse, idShippingMethod: f.hiddenMethod.idShippingMethod }));
    expect([hidden.status, hidden.errors]).toEqual([400, { idShippingMethod: 'validation.unknownReference' }]);
    expect((await failure(drafts.createDraft({ idWarehouse: crypto.randomUUID() }))).status).toBe(404);
    const bad = await failure(drafts.createDraft({ idWarehouse: f.scope.idWarehouse, items: [{ idProduct: p.idProduct, quantity: 0 }] }));
    expect(bad.status).toBe(400);
    // Another client's user may not make one in this account.
    const julie = draftsOf(await clientFor(ctx().server.apiUrl, DEMO_USERS.multiAccount, f.scope));
    expect((await failure(julie.createDraft({ idWarehouse: f.scope.idWarehouse }))).status).toBe(403);
  });

  it('lists, opens, edits and deletes the user’s drafts', async () => {
    const { cart, a } = await filledCart();
    const draft = await drafts.saveDraft(cart.idCart);
    const list = await drafts.listDrafts({ idWarehouse: f.scope.idWarehouse });
    expect(list.items[0]).toMatchObject({ idDraft: draft.idDraft, totalQuantity: 5 });
    const edited = await drafts.updateDraft(draft.idDraft, { orderReference: 'NEW', items: [{ idProduct: a.idProduct, quantity: 7 }] });
    expect(edited).toMatchObject({ orderReference: 'NEW', poNumber: 'PO-D', itemCount: 1, totalQuantity: 7 });
    expect((await failure(drafts.updateDraft(draft.idDraft, { items: [{ idProduct: a.idProduct, quantity: 0 }] }))).status).toBe(400);
    expect((await failure(drafts.updateDraft(draft.idDraft, { idShippingMethod: f.hiddenMethod.idShippingMethod }))).errors).toEqual({
      idShippingMethod: 'validation.unknownReference',
    });
    await drafts.deleteDraft(draft.idDraft);
    expect((await failure(drafts.getDraft(draft.idDraft))).status).toBe(404);
    expect((await failure(drafts.deleteDraft(draft.idDraft))).status).toBe(404);
  });

  it('brings a resumed draft’s documents back to the checkout by their id; nothing else is linked that way', async () => {
    const { cart } = await filledCart();
    const draft = await drafts.saveDraft(cart.idCart);
    const [kept] = draft.documents;
    const next = await f.ordering.getCart({ ...f.scope, type: 'EVENT', idEvent: await f.event() });
    const link = (idDocument: string) =>
      f.ordering.addCheckoutDocument({
        idCart: next.idCart,
        idDocument,
        documentName: kept.documentName,
        documentFileName: kept.documentFileName,
        fileType: kept.fileType,
        displayPosition: 0,
      });
    expect(await link(kept.idDocument)).toMatchObject({ idDocument: kept.idDocument, documentName: 'Form', documentSize: kept.documentSize });
    await drafts.deleteDraft(draft.idDraft);
    expect((await f.ordering.listDocuments(next.idCart)).map((d) => d.documentFileName)).toEqual(['form.pdf']);
    // The draft is gone: its file is no longer anyone's to link, nor is an unknown id.
    expect((await failure(link(kept.idDocument))).errors).toEqual({ idDocument: 'validation.unknownReference' });
    expect((await failure(link(crypto.randomUUID()))).errors).toEqual({ idDocument: 'validation.unknownReference' });
  });

  it('resumes a draft in one call: items added to the cart, the checkout and its documents back, the draft gone', async () => {
    const { cart, a, b, address } = await filledCart();
    const draft = await drafts.saveDraft(cart.idCart);
    const warehouseCart = await f.ordering.getCart({ ...f.scope, type: 'WAREHOUSE' });
    await f.db.delete(cartItems).where(eq(cartItems.idCart, warehouseCart.idCart));
    await f.ordering.addCartItem(warehouseCart.idCart, { idProduct: a.idProduct, quantity: 1 });
    // A draft of another warehouse is refused with its name, and nothing moves.
    const [other] = await f.db.select().from(warehouses).where(ne(warehouses.idWarehouse, f.scope.idWarehouse)).limit(1);
    await f.db.update(draftOrders).set({ idWarehouse: other.idWarehouse }).where(eq(draftOrders.idDraft, draft.idDraft));
    const elsewhere = await failure(drafts.resumeDraft(draft.idDraft));
    expect([elsewhere.status, elsewhere.errors, elsewhere.params]).toEqual([
      400,
      { idWarehouse: 'validation.checkout.draftOtherWarehouse' },
      { idWarehouse: { name: other.warehouseName } },
    ]);
    expect(await f.db.select().from(cartItems).where(eq(cartItems.idCart, warehouseCart.idCart))).toHaveLength(1);
    // Back in its warehouse, with a delivery date the rule no longer allows: that date is left for the checkout to ask again.
    await f.db.update(draftOrders).set({ idWarehouse: f.scope.idWarehouse, deliveryDate: '2020-01-06' }).where(eq(draftOrders.idDraft, draft.idDraft));
    const resumed = await drafts.resumeDraft(draft.idDraft);
    expect(resumed.idCart).toBe(warehouseCart.idCart);
    expect(resumed.items.map((i) => [i.idProduct, i.quantity]).sort()).toEqual(
      [
        [a.idProduct, 3],
        [b.idProduct, 3],
      ].sort(),
    );
    const checkout = await f.ordering.getCheckout(warehouseCart.idCart);
    expect(checkout).toMatchObject({ orderReference: 'DRAFT-REF', poNumber: 'PO-D', idShippingMethod: f.idShippingMethod });
    expect(checkout.deliveryDate ?? null).toBeNull();
    expect(checkout.selectedAddresses.map((x) => x.idAddressBookAddress)).toEqual([address.idAddressBookAddress]);
    expect((await f.ordering.listDocuments(warehouseCart.idCart)).map((d) => d.documentFileName)).toEqual(['form.pdf']);
    // Gone: resuming it again finds nothing, and adds nothing twice.
    expect((await failure(drafts.getDraft(draft.idDraft))).status).toBe(404);
    expect((await failure(drafts.resumeDraft(draft.idDraft))).status).toBe(404);
    expect(await f.db.select().from(cartItems).where(eq(cartItems.idCart, warehouseCart.idCart))).toHaveLength(2);
  });

  it('keeps drafts to their user: another user of another client gets 403 or 404, and nothing changes', async () => {
    const { cart } = await filledCart();
    const draft = await drafts.saveDraft(cart.idCart);
    const claireInToms = draftsOf(await clientFor(ctx().server.apiUrl, DEMO_USERS.clientAdmin, f.scope));
    expect((await failure(claireInToms.getDraft(draft.idDraft))).status).toBe(403);
    expect((await failure(claireInToms.deleteDraft(draft.idDraft))).status).toBe(403);
    const [mls] = await f.db.select().from(clientAccounts).where(eq(clientAccounts.accountCode, 'MLS'));
    const claire = draftsOf(await clientFor(ctx().server.apiUrl, DEMO_USERS.clientAdmin, { idClient: mls.idClient, idClientAccount: mls.idClientAccount }));
    expect((await failure(claire.getDraft(draft.idDraft))).status).toBe(404);
    expect((await failure(claire.updateDraft(draft.idDraft, { orderReference: 'X' }))).status).toBe(404);
    expect((await failure(claire.deleteDraft(draft.idDraft))).status).toBe(404);
    expect((await claire.listDrafts()).items.map((d) => d.idDraft)).not.toContain(draft.idDraft);
    expect((await failure(claireInToms.resumeDraft(draft.idDraft))).status).toBe(403);
    expect((await failure(claire.resumeDraft(draft.idDraft, f.scope.idWarehouse))).status).toBe(404);
    expect(await drafts.getDraft(draft.idDraft)).toMatchObject({ orderReference: 'DRAFT-REF' });
  });
});
