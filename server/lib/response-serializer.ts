/**
 * Answers written from their declared zod schema without running zod on every answer. For each
 * route and status the schema is compiled once into a function that copies only the declared
 * keys (recursively, in the schema's key order, as zod's own output does), and the copy is
 * written by JSON.stringify: an answer holds exactly the fields the schema declares (a column
 * the schema leaves out, such as a password hash, is never sent), and dates, nulls, optional
 * fields, unions and records come out as they did through zod.
 *
 * What the copy cannot reproduce exactly is left to zod, for that part of the answer only: a
 * value that zod would change on the way out (a transform, a default, a trimming check), a union
 * whose members are objects (zod keeps the first member that accepts the value), a strict object
 * or one with a typed catch-all, tuples, maps, sets. A route whose whole answer is of that kind
 * is served exactly as before (`zod` mode below).
 *
 * What the copy does not do is validate: a value of the wrong type (a string where a number is
 * declared) is sent as it is instead of turning into a 500. Types are the handlers' and
 * TypeScript's business; the copy guarantees only that nothing undeclared leaves the server.
 */
import type { FastifySerializerCompiler } from 'fastify';
import { $ZodType, safeEncode } from 'zod/v4/core';
import { ResponseSerializationError } from 'fastify-type-provider-zod';

/** Returns the value to serialise in place of the given one. */
type Copy = (value: unknown) => unknown;

/**
 * A compiled part of a schema: `identity` when the value is sent as it is, `copy` when only the
 * declared keys are kept, `zod` when zod's own encoding must run on it.
 */
type Plan = { kind: 'identity' } | { kind: 'copy'; copy: Copy } | { kind: 'zod'; reason: string };

interface ZodInternals {
  def: {
    type: string;
    checks?: { _zod: { def: { check: string } } }[];
    innerType?: $ZodType;
    shape?: Record<string, $ZodType>;
    catchall?: $ZodType;
    element?: $ZodType;
    keyType?: $ZodType;
    valueType?: $ZodType;
    options?: $ZodType[];
    discriminator?: string;
    values?: unknown[];
    getter?: () => $ZodType;
  };
}
// zod's public types split a definition's fields by schema class; every zod 4 definition is this one record at run time.
const internals = (schema: $ZodType): ZodInternals => ({ def: schema._zod.def as ZodInternals['def'] });

/** Types whose valid values zod passes through unchanged (a Date stays a Date: JSON.stringify writes it). */
const PASS_THROUGH = new Set([
  'string',
  'number',
  'boolean',
  'bigint',
  'date',
  'null',
  'undefined',
  'void',
  'nan',
  'any',
  'unknown',
  'enum',
  'literal',
  'template_literal',
  'custom',
]);
/** Types whose values are never objects: in a union, an object value cannot be theirs. */
const SCALAR = new Set(['string', 'number', 'boolean', 'bigint', 'null', 'undefined', 'void', 'nan', 'enum', 'literal', 'template_literal']);

const IDENTITY: Plan = { kind: 'identity' };
const copyOf = (plan: Plan, zodCopy: (schema: $ZodType) => Copy, schema: $ZodType): Copy | undefined =>
  plan.kind === 'identity' ? undefined : plan.kind === 'copy' ? plan.copy : zodCopy(schema);

/** True when a value of this schema can only be a scalar (never an object or an array). */
function isScalar(schema: $ZodType): boolean {
  const { def } = internals(schema);
  if (SCALAR.has(def.type)) return true;
  if (['optional', 'nullable', 'readonly', 'nonoptional'].includes(def.type)) return isScalar(def.innerType!);
  return false;
}

/** Checks that rewrite the value (trim, case, normalize): zod's output differs from its input. */
const rewrites = (schema: $ZodType) => (internals(schema).def.checks ?? []).some((check) => check._zod.def.check === 'overwrite');

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

export class ResponseCompiler {
  private readonly plans = new Map<$ZodType, Plan>();

  /** @param zodCopy encodes one part of an answer through zod (the route's error when it fails). */
  constructor(private readonly zodCopy: (schema: $ZodType) => Copy) {}

  /** Why each part compiled so far is left to zod: none, for every answer the API declares today (tests/integration/response-fields.test.ts). */
  zodReasons(): string[] {
    return [...this.plans.values()].flatMap((plan) => (plan.kind === 'zod' ? [plan.reason] : []));
  }

  plan(schema: $ZodType): Plan {
    const known = this.plans.get(schema);
    if (known) return known;
    // A schema met again while it is being compiled (a recursive one): its copy is looked up when called.
    const resolved: { copy?: Copy } = {};
    this.plans.set(schema, { kind: 'copy', copy: (value) => resolved.copy!(value) });
    const plan = this.build(schema);
    this.plans.set(schema, plan);
    resolved.copy = plan.kind === 'identity' ? (value) => value : plan.kind === 'copy' ? plan.copy : this.zodCopy(schema);
    return plan;
  }

  private build(schema: $ZodType): Plan {
    const { def } = internals(schema);
    if (rewrites(schema)) return { kind: 'zod', reason: `a ${def.type} check that rewrites the value` };
    if (PASS_THROUGH.has(def.type)) return IDENTITY;
    switch (def.type) {
      // Encoding leaves a default out (it applies only when reading input).
      case 'readonly':
      case 'nonoptional':
      case 'default':
      case 'prefault':
        return this.plan(def.innerType!);
      case 'optional':
      case 'nullable': {
        const inner = this.plan(def.innerType!);
        if (inner.kind !== 'copy') return inner.kind === 'identity' ? IDENTITY : { kind: 'zod', reason: inner.reason };
        const copy = inner.copy;
        return { kind: 'copy', copy: (value) => (value == null ? value : copy(value)) };
      }
      case 'lazy':
        return this.plan(def.getter!());
      case 'array': {
        const element = this.plan(def.element!);
        if (element.kind === 'zod') return element;
        if (element.kind === 'identity') return IDENTITY;
        const copy = element.copy;
        return { kind: 'copy', copy: (value) => (Array.isArray(value) ? value.map((item) => copy(item)) : value) };
      }
      case 'record': {
        // Keys as they come (plain string keys only: an enum key set makes zod check and order them).
        const key = internals(def.keyType!).def;
        if (key.type !== 'string' || rewrites(def.keyType!)) return { kind: 'zod', reason: `a record keyed by ${key.type}` };
        const values = this.plan(def.valueType!);
        if (values.kind === 'zod') return values;
        const copy = values.kind === 'copy' ? values.copy : (value: unknown) => value;
        return {
          kind: 'copy',
          copy: (value) => {
            if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
            const out: Record<string, unknown> = {};
            for (const name of Object.keys(value)) out[name] = copy((value as Record<string, unknown>)[name]);
            return out;
          },
        };
      }
      case 'union': {
        const options = def.options!;
        const plans = options.map((option) => this.plan(option));
        if (plans.every((p) => p.kind === 'identity')) return IDENTITY;
        // Scalars beside one object or array member (`Thing | null`): the value's kind picks the member.
        const structured = options.filter((option) => !isScalar(option));
        if (structured.length === 1) {
          const copy = copyOf(this.plan(structured[0]), this.zodCopy, structured[0]);
          if (!copy) return IDENTITY;
          return { kind: 'copy', copy: (value) => (value === null || typeof value !== 'object' ? value : copy(value)) };
        }
        if (def.discriminator) return this.discriminated(schema, def.discriminator, options);
        return { kind: 'zod', reason: 'a union of several object members' };
      }
      case 'object':
        return this.object(schema);
      default:
        return { kind: 'zod', reason: `a ${def.type}` };
    }
  }

  /** A discriminated union: the member is the one whose literal the value's discriminator holds (another value goes through zod, which refuses it). */
  private discriminated(schema: $ZodType, key: string, options: $ZodType[]): Plan {
    const members = new Map<unknown, Copy | undefined>();
    for (const option of options) {
      const tag = internals(option).def.shape?.[key];
      const literal = tag && internals(tag).def;
      if (literal?.type !== 'literal' || !literal.values)
        return { kind: 'zod', reason: 'a discriminated union whose member is not an object with a literal tag' };
      const copy = copyOf(this.plan(option), this.zodCopy, option);
      for (const value of literal.values) members.set(value, copy);
    }
    const other = this.zodCopy(schema);
    return {
      kind: 'copy',
      copy: (value) => {
        if (value === null || typeof value !== 'object') return other(value);
        const tag = (value as Record<string, unknown>)[key];
        if (!members.has(tag)) return other(value);
        const copy = members.get(tag);
        return copy ? copy(value) : value;
      },
    };
  }

  /** Declared keys only, in the schema's order, in one object literal (one hidden class for every row). */
  private object(schema: $ZodType): Plan {
    const { def } = internals(schema);
    const loose = def.catchall && ['unknown', 'any'].includes(internals(def.catchall).def.type);
    if (def.catchall && !loose) return { kind: 'zod', reason: `an object with a ${internals(def.catchall).def.type} catch-all` };
    // zod leaves `__proto__` out of its output (in a literal it would set the prototype).
    const keys = Object.keys(def.shape!).filter((key) => key !== '__proto__');
    const copies: (Copy | undefined)[] = keys.map((key) => copyOf(this.plan(def.shape![key]), this.zodCopy, def.shape![key]));
    const read = (key: string) => (IDENTIFIER.test(key) ? `v.${key}` : `v[${JSON.stringify(key)}]`);
    const fields = keys.map((key, i) => `${JSON.stringify(key)}: ${copies[i] ? `c[${i}](${read(key)})` : read(key)}`);
    // An absent key is written as undefined, which JSON.stringify leaves out, as zod leaves it out.
    const body = `if (v === null || typeof v !== 'object') return v;\nconst o = {${fields.join(', ')}};\n${
      loose ? `for (const k of Object.keys(v)) if (!(k in o)) o[k] = v[k];\n` : ''
    }return o;`;
    const copy = new Function('c', `return function copy(v) {\n${body}\n};`)(copies) as Copy;
    return { kind: 'copy', copy };
  }
}

/** The zod schema of a route's answer, as fastify-type-provider-zod accepts it. */
function resolveSchema(maybeSchema: unknown): $ZodType {
  if (maybeSchema instanceof $ZodType) return maybeSchema;
  const properties = (maybeSchema as { properties?: unknown } | null)?.properties;
  if (properties instanceof $ZodType) return properties;
  throw new Error(`not a zod schema: ${JSON.stringify(maybeSchema)}`);
}

export interface CompiledResponse {
  serialize: (data: unknown) => string;
  /** 'copy' when declared keys are copied, 'zod' when the whole answer goes through zod (with why). */
  mode: 'copy' | 'zod';
  reason?: string;
  /** Why parts of the answer (or all of it) go through zod. */
  zodParts: string[];
}

/** The serialiser of one answer's schema; `method` and `url` name the route in a serialisation error. */
export function compileResponse(schema: $ZodType, method: string, url: string): CompiledResponse {
  const zodEncode = (part: $ZodType) => (value: unknown) => {
    const result = safeEncode(part, value);
    if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
    return result.data;
  };
  const compiler = new ResponseCompiler(zodEncode);
  const plan = compiler.plan(schema);
  const zodParts = compiler.zodReasons();
  if (plan.kind === 'zod') {
    const encode = zodEncode(schema);
    return { serialize: (data) => JSON.stringify(encode(data)), mode: 'zod', reason: plan.reason, zodParts };
  }
  if (plan.kind === 'identity') return { serialize: (data) => JSON.stringify(data), mode: 'copy', zodParts };
  const { copy } = plan;
  return { serialize: (data) => JSON.stringify(copy(data)), mode: 'copy', zodParts };
}

/** Every answer compiled in this process, with what of it goes through zod: the slow path a new schema shape could take silently. */
export const compiledAnswers: { route: string; status: string; zodParts: string[] }[] = [];

/** Fastify's serializer compiler: one compiled serialiser per route and status. */
export const responseSerializerCompiler: FastifySerializerCompiler<unknown> = ({ schema, method, url, httpStatus }) => {
  const compiled = compileResponse(resolveSchema(schema), method, url);
  compiledAnswers.push({ route: `${method} ${url}`, status: String(httpStatus), zodParts: compiled.zodParts });
  return compiled.serialize;
};
