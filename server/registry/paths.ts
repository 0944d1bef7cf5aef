/** "/clients/{idClient}/accounts" -> "/clients/:idClient/accounts": a described path as a route. */
export const routePath = (template: string) => template.replace(/\{(\w+)\}/g, ':$1');

/** The placeholders of a described path: "/clients/{idClient}/accounts/{id}" -> ["idClient", "id"]. */
export const placeholders = (template: string) => [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
