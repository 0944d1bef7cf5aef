/**
 * One user's calls of the ordering collections (shared/registry/collection.ts), under the names
 * the tests speak of: each is the collection's own client call, its answer unwrapped.
 */
import type { ApiClient } from '../../shared/api/api-client';
import { draftFromCart, draftOrders, draftToCart } from '../../shared/ordering/draft-orders';
import { customerOrderDocuments } from '../../shared/ordering/order-documents';
import { customerOrderIssues } from '../../shared/ordering/order-issues';
import type { CustomerOrderDocumentInput, CustomerOrderIssueInput, DraftOrderCreate, DraftOrderInput } from '../../shared/ordering/schemas';
import { collectionCalls } from '../../shared/registry/collection';
import { callAction } from '../../shared/registry/route-kinds';

export function draftsOf(api: ApiClient) {
  const calls = collectionCalls(api, draftOrders);
  return {
    saveDraft: async (idCart: string) => (await callAction(api, draftFromCart, { idCart })).draftOrder,
    listDrafts: (query: { idWarehouse?: string } = {}) => calls.list({}, query),
    createDraft: async (body: DraftOrderCreate) => (await calls.create({}, body)).draftOrder,
    getDraft: async (idDraft: string) => (await calls.read({ idDraft })).draftOrder,
    updateDraft: async (idDraft: string, body: DraftOrderInput) => (await calls.update({ idDraft }, body)).draftOrder,
    deleteDraft: (idDraft: string) => calls.remove({ idDraft }),
    /** Resumes a draft into the cart of the warehouse the client works in (or `idWarehouse`). */
    resumeDraft: async (idDraft: string, idWarehouse?: string) =>
      (await callAction(api, draftToCart, { idDraft, ...(idWarehouse ? { idWarehouse } : {}) })).cart,
  };
}

export function orderCollectionsOf(api: ApiClient) {
  const issues = collectionCalls(api, customerOrderIssues);
  const documents = collectionCalls(api, customerOrderDocuments);
  const issue = (idCustomerOrder: string, idCustomerOrderIssue: string) => ({ idCustomerOrder, idCustomerOrderIssue });
  const document = (idCustomerOrder: string, idCustomerOrderDocument: string) => ({ idCustomerOrder, idCustomerOrderDocument });
  return {
    listIssues: (idCustomerOrder: string, query: { currentPage?: number; pageSize?: number; searchText?: string } = {}) =>
      issues.list({ idCustomerOrder }, query),
    getIssue: async (idCustomerOrder: string, id: string) => (await issues.read(issue(idCustomerOrder, id))).customerOrderIssue,
    createIssue: async (idCustomerOrder: string, body: CustomerOrderIssueInput) => (await issues.create({ idCustomerOrder }, body)).customerOrderIssue,
    updateIssue: async (idCustomerOrder: string, id: string, body: CustomerOrderIssueInput) =>
      (await issues.update(issue(idCustomerOrder, id), body)).customerOrderIssue,
    listOrderDocuments: async (idCustomerOrder: string) => (await documents.list({ idCustomerOrder })).documents,
    getOrderDocument: async (idCustomerOrder: string, id: string) => (await documents.read(document(idCustomerOrder, id))).document,
    addOrderDocument: async (idCustomerOrder: string, body: CustomerOrderDocumentInput) => (await documents.create({ idCustomerOrder }, body)).document,
    updateOrderDocument: async (idCustomerOrder: string, id: string, body: CustomerOrderDocumentInput) =>
      (await documents.update(document(idCustomerOrder, id), body)).document,
    deleteOrderDocument: (idCustomerOrder: string, id: string) => documents.remove(document(idCustomerOrder, id)),
  };
}
