/**
 * Bad requests generated from an OpenAPI document: for each operation, ids that are not ids,
 * absurd paging, sorting and filters, malformed JSON, wrong types, 1 MB strings, deep nesting,
 * NUL characters and lone surrogates. Every value is sampled, not crossed with every other one,
 * so a route costs a few dozen requests and the list grows with the routes by itself.
 */
import { randomUUID } from 'node:crypto';
import { isErrorCode } from '../../shared/api/error-codes';

export interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  maxLength?: number;
  maxItems?: number;
}

interface Operation {
  /** Empty on the routes open without a session. */
  security?: unknown[];
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export interface Route {
  method: string;
  /** The path template without the server's base ("/clients/{idClient}/accounts"). */
  path: string;
  pathParams: string[];
  body?: JsonSchema;
  /** Open without a session (sign-in, the shell's settings): the route's handler runs without a token. */
  isPublic: boolean;
}

export interface BadRequest {
  route: Route;
  what: string;
  /** The path with its parameters filled in (still without the base). */
  path: string;
  query?: string;
  /** Raw text of the body, sent as JSON unless `contentType` says otherwise. */
  body?: string;
  contentType?: string;
  /**
   * Refused before the route's handler runs, by code that never reaches the database: the body
   * parser, the input guard (NUL, lone surrogates, nesting), the authentication of a route
   * that needs a session, or a limit the route's schema documents. Its answer cannot depend on
   * the engine, so it is sent over one engine only.
   */
  beforeHandler?: boolean;
}

const HTTP_METHODS = new Set(['get', 'put', 'post', 'patch', 'delete']);

export function routesOf(doc: OpenApiDocument): Route[] {
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([method]) => HTTP_METHODS.has(method))
      .map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        pathParams: [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]),
        body: operation.requestBody?.content?.['application/json']?.schema,
        isPublic: Array.isArray(operation.security) && operation.security.length === 0,
      })),
  );
}

/** Follows a local $ref and merges allOf, so that the rest sees plain schemas. */
function resolve(doc: OpenApiDocument, schema: JsonSchema | undefined): JsonSchema {
  if (!schema) return {};
  if (schema.$ref) return resolve(doc, doc.components?.schemas?.[schema.$ref.split('/').pop()!]);
  if (schema.allOf) return schema.allOf.map((s) => resolve(doc, s)).reduce((a, b) => ({ ...a, ...b, properties: { ...a.properties, ...b.properties } }), {});
  const first = schema.anyOf?.find((s) => s.type !== 'null') ?? schema.oneOf?.[0];
  return first ? resolve(doc, first) : schema;
}

const typeOf = (schema: JsonSchema) => (Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type);

/** A plausible value for a schema: the base that each bad request spoils in one place. */
export function exampleOf(doc: OpenApiDocument, raw: JsonSchema | undefined, depth = 0): unknown {
  const schema = resolve(doc, raw);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  switch (typeOf(schema)) {
    case 'string':
      return schema.format === 'uuid'
        ? randomUUID()
        : schema.format === 'email'
          ? 'fuzz@example.com'
          : schema.format?.startsWith('date')
            ? '2026-01-01'
            : 'fuzz';
    case 'number':
    case 'integer':
      return 1;
    case 'boolean':
      return true;
    case 'array':
      return depth > 3 ? [] : [exampleOf(doc, schema.items, depth + 1)];
    case 'object':
    default:
      if (!schema.properties || depth > 3) return {};
      return Object.fromEntries(Object.entries(schema.properties).map(([name, s]) => [name, exampleOf(doc, s, depth + 1)]));
  }
}

/** A value of another type than the schema's. */
const wrongTypes = (schema: JsonSchema): unknown[] => {
  switch (typeOf(schema)) {
    case 'string':
      return [12345, { nested: true }];
    case 'number':
    case 'integer':
      return ['not a number', 1.5e300];
    case 'boolean':
      return ['yes', 2];
    case 'array':
      return ['not a list', [{ deep: [[[]]] }, null, 7]];
    default:
      return ['not an object', [1, 2]];
  }
};

const ONE_MB = 'x'.repeat(1_000_000);
const NUL = 'before\u0000after';
const LONE_HIGH = 'before\uD800after';
const LONE_LOW = '\uDC00';
const BAD_IDS = ['%00', 'a'.repeat(300), '%ED%A0%80', "1' or '1'='1", 'not-an-id', '0', '-1', '..%2F..%2Fetc', '00000000-0000-0000-0000-00000000000g'];

/** Query strings that no list should take (and some at its limits). */
const BAD_QUERIES = [
  'currentPage=100000000000000000000',
  'currentPage=-1',
  'currentPage=abc',
  'currentPage=1000000&pageSize=10000',
  'pageSize=9007199254740993',
  'pageSize=1000000000',
  'pageSize=0',
  'pageSize=1e400',
  'sortOrders=nope:ASC',
  'sortOrders=idClient:SIDEWAYS',
  'sortOrders=:,,:',
  'filterGroups=not-json',
  'filterGroups=%7B%7D',
  `filterGroups=${encodeURIComponent(JSON.stringify([{ filters: [{ field: 'idClient', value: 'abc', conditionType: 'like' }] }]))}`,
  `filterGroups=${encodeURIComponent(JSON.stringify([{ filters: [{ field: 'enabled', value: 'tr', conditionType: 'like' }] }]))}`,
  `filterGroups=${encodeURIComponent(JSON.stringify([{ filters: [{ field: 'idClient', value: 'not-a-uuid', conditionType: 'in' }] }]))}`,
  `filterGroups=${encodeURIComponent(JSON.stringify([{ filters: [{ field: 'clientName', value: { $gt: '' }, conditionType: 'gt' }] }]))}`,
  `filterGroups=${encodeURIComponent('['.repeat(3000) + ']'.repeat(3000))}`,
  `filterGroups=${encodeURIComponent(JSON.stringify([{ filters: [{ field: 'clientName', value: NUL, conditionType: 'eq' }] }]))}`,
  `q=${encodeURIComponent(NUL)}`,
  'q=%ED%A0%80',
  `q=${encodeURIComponent(JSON.stringify(LONE_HIGH))}`,
  `q=${'y'.repeat(8000)}`,
  'IdClientAccount=not-an-id&IdClient=%00',
];

/** Search bodies (PUT lists) that no list should take. */
const BAD_SEARCHES: unknown[] = [
  { currentPage: 1e20 },
  { currentPage: 1_000_000, pageSize: 10_000 },
  { pageSize: 1e9 },
  { pageSize: Number.MAX_SAFE_INTEGER + 2 },
  { sortOrders: [{ field: 'nope', direction: 'ASC' }] },
  { sortOrders: 'clientName:ASC' },
  { filterGroups: [{ filters: [{ field: 'idClient', value: 'abc', conditionType: 'like' }] }] },
  { filterGroups: [{ filters: [{ field: 'enabled', value: true, conditionType: 'like' }] }] },
  { filterGroups: [{ filters: [{ field: 'idClient', value: 'x,y', conditionType: 'nin' }] }] },
  { filterGroups: [{ filters: [{ field: 'clientName', value: NUL, conditionType: 'eq' }] }] },
];

const fill = (route: Route, values: Record<string, string> = {}) => route.path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? randomUUID());

/** `count` items of `items` starting at `seed`, wrapping around: successive routes take successive slices, so every value is sent somewhere. */
const slice = <T>(items: readonly T[], count: number, seed: number) =>
  items.length <= count ? [...items] : Array.from({ length: count }, (_, i) => items[(seed * count + i) % items.length]);

/** Picks `count` items spread over `items` (all of them when there are fewer). */
const sample = <T>(items: readonly T[], count: number) =>
  items.length <= count && count > 0 ? [...items] : Array.from({ length: count }, (_, i) => items[Math.floor((i * items.length) / count)]);

/** The bad requests of one route; `seed` (the route's position) chooses which sampled values it gets. */
export function badRequestsFor(doc: OpenApiDocument, route: Route, knownIds: Record<string, string>, seed: number): BadRequest[] {
  const requests: BadRequest[] = [];
  const path = fill(route, knownIds);
  const add = (what: string, extra: Partial<BadRequest>) => requests.push({ route, what, path, ...extra });

  // The worst ids in every parameter, and a rotating share of the others.
  for (const param of route.pathParams) {
    for (const bad of [...BAD_IDS.slice(0, 3), ...slice(BAD_IDS.slice(3), 2, seed)])
      requests.push({ route, what: `path ${param}=${bad.slice(0, 20)}`, path: fill(route, { ...knownIds, [param]: bad }) });
  }
  // Lists (paths not ending with an id) get every bad query; other routes a sample, to show they ignore it.
  const isList = !route.path.endsWith('}');
  if (route.method === 'GET' || route.method === 'DELETE') {
    for (const query of slice(BAD_QUERIES, route.method === 'GET' && isList ? 10 : 2, seed)) add(`query ${query.slice(0, 40)}`, { query });
  }
  if (!route.body) return requests;

  const base = exampleOf(doc, route.body) as Record<string, unknown>;
  const schema = resolve(doc, route.body);
  const properties = Object.entries(schema.properties ?? {}).map(([name, s]) => [name, resolve(doc, s)] as const);
  const json = (value: unknown) => JSON.stringify(value);
  const withField = (name: string, value: unknown) => json({ ...base, [name]: value });

  const early = { beforeHandler: true };
  add('malformed JSON', { body: '{"unterminated": ', ...early });
  const [odd] = slice<[string, Partial<BadRequest>]>(
    [
      ['JSON null', { body: 'null' }],
      ['JSON list', { body: '[1,2,3]' }],
      ['JSON string', { body: '"text"' }],
      ['empty body', { body: '' }],
      ['text/plain body', { body: 'hello', contentType: 'text/plain' }],
    ],
    1,
    seed,
  );
  add(...odd);
  add('prototype pollution', { body: `{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}`, ...early });
  add('deep nesting (5000)', { body: '['.repeat(5000) + ']'.repeat(5000), ...early });
  add('deep object (40)', { body: json(Array.from({ length: 40 }).reduce<unknown>((inner) => ({ a: inner }), {})), ...early });
  add('NUL in a key', { body: json({ ...base, ['na\u0000me']: 'x' }), ...early });

  for (const [name, propertySchema] of sample(properties, 4)) {
    for (const wrong of slice(wrongTypes(propertySchema), 1, seed)) add(`${name}: wrong type ${json(wrong)?.slice(0, 20)}`, { body: withField(name, wrong) });
  }
  const strings = properties.filter(([, s]) => typeOf(s) === 'string');
  for (const [name] of sample(strings, 3)) {
    add(`${name}: NUL`, { body: withField(name, NUL), ...early });
    add(`${name}: lone surrogate`, { body: withField(name, seed % 2 ? LONE_HIGH : LONE_LOW), ...early });
  }
  // The heavy ones on every other route: parsing them is most of this test's time.
  for (const [name, s] of sample(strings, seed % 2 ? 0 : 1))
    add(`${name}: 1 MB string`, { body: withField(name, ONE_MB), beforeHandler: s.maxLength !== undefined && s.maxLength < ONE_MB.length });
  const lists = properties.filter(([, s]) => typeOf(s) === 'array');
  // Refused by the input guard: no list of the API is longer than MAX_LIST_ITEMS.
  for (const [name] of sample(lists, seed % 2 ? 1 : 0))
    add(`${name}: 100 000 items`, {
      body: withField(
        name,
        Array.from({ length: 100_000 }, () => 0),
      ),
      ...early,
    });
  if (route.method === 'PUT' && isList) {
    for (const search of slice(BAD_SEARCHES, 5, seed)) add(`search ${json(search).slice(0, 50)}`, { body: json(search) });
  }
  return requests;
}

/** What may appear in no answer: a stack trace, SQL text, the name of a driver. */
export const LEAK =
  /Failed query|\bat \S+ \(|node_modules|\.ts:\d+|\bselect\s+["\w*]+[\s\S]*\bfrom\s+"|insert into "|update "\w+" set|delete from "|PGlite|drizzle|syntax error at/i;

/** Problems with an error answer's shape (`{ message, code?, errors? }`); empty when it is right. */
export function shapeProblems(status: number, text: string): string[] {
  if (status < 400) return [];
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return [`not JSON: ${text.slice(0, 80)}`];
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) return ['not an object'];
  const { message, code, errors, ...rest } = body as Record<string, unknown>;
  const problems: string[] = [];
  if (typeof message !== 'string' || !message) problems.push('no message');
  // Every refusal names its kind with a code of the catalogue: never none, never an empty one.
  if (!isErrorCode(code)) problems.push(`code ${JSON.stringify(code)} is not one of the catalogue's`);
  if (errors !== undefined && (typeof errors !== 'object' || !errors || Object.values(errors).some((v) => typeof v !== 'string')))
    problems.push('errors is not field -> key');
  // `params` carries the values of field messages ("at most %{max}").
  const extra = Object.keys(rest).filter((key) => key !== 'params');
  if (extra.length) problems.push(`unexpected keys ${extra.join(', ')}`);
  if (LEAK.test(text)) problems.push(`leaks internals: ${text.slice(0, 120)}`);
  return problems;
}
