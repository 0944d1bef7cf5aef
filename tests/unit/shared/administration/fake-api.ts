/** An ApiClient that records calls (method, path template, params, body) and answers from handlers. */
import type { ApiClient, RequestOptions } from '../../../../shared/api/api-client';

export interface Call {
  method: string;
  path: string;
  params: Record<string, unknown>;
  body?: unknown;
  query?: unknown;
}

/** Handlers by "METHOD /path/{template}"; a missing one fails the call loudly. */
export function fakeApi(handlers: Record<string, (call: Call) => unknown>) {
  const calls: Call[] = [];
  const api: ApiClient = {
    request: async <T>(options: RequestOptions) => {
      const call: Call = { method: options.method ?? 'GET', path: options.path, params: options.params ?? {}, body: options.body, query: options.query };
      calls.push(call);
      const handler = handlers[`${call.method} ${call.path}`];
      if (!handler) throw new Error(`unexpected call ${call.method} ${call.path}`);
      return handler(call) as T;
    },
    url: (path) => path,
    scope: () => ({}),
  };
  /** "METHOD path" of each call, for order assertions. */
  const trace = () => calls.map((c) => `${c.method} ${c.path}`);
  return { api, calls, trace };
}
