/**
 * Generic routes of a described resource: list (GET, and PUT with the criteria as a JSON body)
 * on each of its list paths, get, create, update, what still uses a record, delete, and its route
 * kinds. Here are their declarations (params, query, body, answers); what they do, access checks
 * first, is the service's (resource-service.ts), and their SQL the repository's
 * (resource-repository.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fromQuery, searchCriteriaSchema, toQuery, type SearchCriteria } from '../../shared/api/search-criteria';
import { listEnvelopeOf, listPaths, offers, readPathOf, writeInputOf } from '../../shared/resources';
import { usageAnswer, usagePath } from '../../shared/registry/usage';
import type { Db } from '../db';
import type { ResourceBinding } from './binding';
import { placeholders, routePath } from './paths';
import { ResourceRepository } from './resource-repository';
import { ResourceService } from './resource-service';
import { registerKind } from './route-kinds';

/** The query of a GET list (spec part 3, section 7): each criterion as a string. */
const listQuery = z.object({
  currentPage: z.string().optional().describe('Page number, from 1'),
  pageSize: z.string().optional().describe('Records per page; -1 for all'),
  sortOrders: z.string().optional().describe('field:ASC|DESC, comma-separated'),
  filterGroups: z.string().optional().describe('JSON array of { filters: [{ field, value, conditionType }] }, groups AND-ed, filters OR-ed'),
});

/** The criteria of a PUT search: what is left out gets the description's defaults, as in a GET. */
const searchBody = z.object({
  currentPage: searchCriteriaSchema.shape.currentPage.unwrap().optional(),
  pageSize: searchCriteriaSchema.shape.pageSize.unwrap().optional(),
  sortOrders: searchCriteriaSchema.shape.sortOrders.unwrap().optional(),
  filterGroups: searchCriteriaSchema.shape.filterGroups.unwrap().optional(),
});

const paramsSchema = (template: string) => z.object(Object.fromEntries(placeholders(template).map((name) => [name, z.uuid('validation.invalid')])));

/** What each group of one resource's routes declares with. */
interface Declaring {
  binding: ResourceBinding;
  service: ResourceService;
  tags: string[];
  /** The answer of one record: the record under the description's envelope. */
  oneAnswer: z.ZodObject;
}

const one = ({ binding }: Declaring, record: Record<string, unknown>) => ({ [binding.description.envelope]: record });

export function registerResource(app: FastifyInstance, db: Db, binding: ResourceBinding) {
  const { description } = binding;
  const repository = new ResourceRepository(db, binding);
  const service = new ResourceService(db, binding, repository);
  // Every route kind needs its storage: refuse to start without.
  for (const kind of description.kinds ?? []) {
    const served = binding.kinds?.find((k) => k.kind === kind);
    if (!served) throw new Error(`${description.name}: the route kind "${kind.name}" has no binding`);
    registerKind(app, db, served);
  }
  const declaring: Declaring = { binding, service, tags: [description.name], oneAnswer: z.object({ [description.envelope]: description.record }) };
  registerListRoutes(app, declaring);
  registerReadRoute(app, declaring);
  if (offers(description, 'create')) registerCreateRoute(app, declaring);
  if (offers(description, 'update')) registerUpdateRoute(app, declaring);
  if (offers(description, 'delete')) registerDeleteRoutes(app, declaring);
}

/** GET and PUT (criteria in the body) on each list path; the list path may answer a second audience too. */
function registerListRoutes(app: FastifyInstance, declaring: Declaring) {
  const { binding, service, tags } = declaring;
  const { description, audience } = binding;
  const { name } = description;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const listKey = listEnvelopeOf(description);
  // A list asked without a page size gets the description's (e.g. all of an account's warehouses).
  const defaults = { pageSize: description.list.perPage, ...description.list.defaultCriteria };
  // Query parameters naming columns (the spec's ?idClientAccount=): each narrows the list to one value.
  const queryParams = description.list.queryParams ?? [];
  const getListQuery = queryParams.length
    ? listQuery.extend(
        Object.fromEntries(queryParams.map((name) => [name, z.uuid('validation.invalid').optional().describe(`Only the records of this ${name}`)])),
      )
    : listQuery;
  const listAnswer = z.object({
    [listKey]: z.array(description.record),
    searchCriteria: z.object({ totalCount: z.number(), currentPage: z.number(), pageSize: z.number() }),
  });
  const list = async (request: FastifyRequest, criteria: SearchCriteria, asked?: Record<string, unknown>) => {
    const { items, totalCount } = await service.list(request, criteria, asked);
    return { [listKey]: items, searchCriteria: { totalCount, currentPage: criteria.currentPage, pageSize: criteria.pageSize } };
  };

  for (const path of listPaths(description)) {
    const params = paramsSchema(path);
    const second = path === description.paths.list ? audience?.list : undefined;
    routes.get(routePath(path), {
      schema: {
        tags,
        summary: second ? `List ${name} (the administration's list, or the orderer's)` : `List ${name}`,
        params,
        querystring: second ? getListQuery.extend(audience!.query.shape) : getListQuery,
        response: { 200: second ? z.union([listAnswer, second.answer]) : listAnswer },
      },
      handler: (request) => {
        if (second && service.asksAsAudience(request)) return service.answerAsAudience(second, request);
        const { currentPage, pageSize, sortOrders, filterGroups, ...asked } = request.query as Record<string, string | undefined>;
        const given = Object.fromEntries(Object.entries({ currentPage, pageSize, sortOrders, filterGroups }).filter(([, value]) => value !== undefined));
        return list(request, fromQuery({ ...toQuery(defaults), ...given }), asked);
      },
    });
    routes.put(routePath(path), {
      schema: { tags, summary: `Search ${name} (criteria in the body)`, params, body: searchBody, response: { 200: listAnswer } },
      handler: (request) => list(request, searchCriteriaSchema.parse({ ...defaults, ...request.body })),
    });
  }
}

/** GET of one record; it may answer a second audience too. */
function registerReadRoute(app: FastifyInstance, declaring: Declaring) {
  const { binding, service, tags, oneAnswer } = declaring;
  const { description, audience } = binding;
  const secondRead = audience?.read;
  app.withTypeProvider<ZodTypeProvider>().get(routePath(readPathOf(description)), {
    schema: {
      tags,
      summary: secondRead ? `Read one of ${description.name} (the administration's record, or the orderer's)` : `Read one of ${description.name}`,
      params: paramsSchema(readPathOf(description)),
      ...(secondRead ? { querystring: audience!.query } : {}),
      response: { 200: secondRead ? z.union([oneAnswer, secondRead.answer]) : oneAnswer },
    },
    handler: async (request) => {
      if (secondRead && service.asksAsAudience(request)) return service.answerAsAudience(secondRead, request);
      return one(declaring, await service.read(request));
    },
  });
}

function registerCreateRoute(app: FastifyInstance, declaring: Declaring) {
  const { binding, service, tags, oneAnswer } = declaring;
  const { description } = binding;
  app.withTypeProvider<ZodTypeProvider>().post(routePath(description.paths.list), {
    ...(binding.bodyLimit ? { bodyLimit: binding.bodyLimit } : {}),
    schema: {
      tags,
      summary: `Create one of ${description.name}`,
      params: paramsSchema(description.paths.list),
      body: writeInputOf(description),
      response: { 201: oneAnswer },
    },
    handler: async (request, reply) => reply.code(201).send(one(declaring, await service.create(request))),
  });
}

function registerUpdateRoute(app: FastifyInstance, declaring: Declaring) {
  const { binding, service, tags, oneAnswer } = declaring;
  const { description } = binding;
  app.withTypeProvider<ZodTypeProvider>().put(routePath(description.paths.item), {
    ...(binding.bodyLimit ? { bodyLimit: binding.bodyLimit } : {}),
    schema: {
      tags,
      summary: `Update one of ${description.name}`,
      params: paramsSchema(description.paths.item),
      body: writeInputOf(description),
      response: { 200: oneAnswer },
    },
    handler: async (request) => one(declaring, await service.update(request)),
  });
}

/** What still uses a record (shared/registry/usage.ts), for the portal to say before asking, and its delete. */
function registerDeleteRoutes(app: FastifyInstance, declaring: Declaring) {
  const { binding, service, tags } = declaring;
  const { description } = binding;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(routePath(usagePath(description)), {
    schema: { tags, summary: `What still uses one of ${description.name}`, params: paramsSchema(description.paths.item), response: { 200: usageAnswer } },
    handler: async (request) => ({ usage: await service.usage(request) }),
  });
  routes.delete(routePath(description.paths.item), {
    schema: { tags, summary: `Delete one of ${description.name}`, params: paramsSchema(description.paths.item) },
    handler: async (request, reply) => {
      await service.remove(request);
      return reply.code(204).send();
    },
  });
}
