/** "/clients/{idClient}/accounts" -> "/clients/:idClient/accounts": a described path as a route. */
export const routePath = (template: string) => template.replace(/\{(\w+)\}/g, ':$1');
