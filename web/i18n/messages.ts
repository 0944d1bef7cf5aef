/**
 * The message tree of one language: react-admin's own messages, then ours (locales/*.json),
 * with every resource's labels reachable under its react-admin name (the web route,
 * "admin/client") as well as under its description name ("clients") that locales use.
 */
import type { ResourceDescription } from '../../shared/resources';

export type MessageTree = { [key: string]: string | MessageTree };

const isTree = (value: unknown): value is MessageTree => !!value && typeof value === 'object' && !Array.isArray(value);

/** `over` wins; nested trees merge key by key. Neither input is changed. */
export function deepMerge(base: MessageTree, over: MessageTree): MessageTree {
  const result: MessageTree = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const existing = result[key];
    result[key] = isTree(existing) && isTree(value) ? deepMerge(existing, value) : value;
  }
  return result;
}

/** resources.<route> = resources.<name>, so react-admin's `resources.admin/client.fields.x` lookups find locale labels. */
export function aliasResources(messages: MessageTree, resources: readonly Pick<ResourceDescription, 'name' | 'route'>[]): MessageTree {
  const tree = isTree(messages.resources) ? messages.resources : {};
  const aliased: MessageTree = { ...tree };
  for (const { name, route } of resources) {
    if (route && isTree(tree[name])) aliased[route] = tree[name];
  }
  return { ...messages, resources: aliased };
}

/**
 * One language's messages: react-admin's, then ours; English underneath so that a key missing
 * in French shows the English text rather than the key (English is the fallback language).
 */
export function buildMessages(
  layers: { raMessages: MessageTree; appMessages: MessageTree; fallback?: MessageTree },
  resources: readonly Pick<ResourceDescription, 'name' | 'route'>[],
): MessageTree {
  const own = deepMerge(layers.raMessages, layers.appMessages);
  return aliasResources(layers.fallback ? deepMerge(layers.fallback, own) : own, resources);
}

/** Flattened "a.b.c" -> text, for lookups by text. */
export function flatten(tree: MessageTree, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [[prefix + key, value]] : Object.entries(flatten(value, `${prefix}${key}.`)))),
  );
}

/**
 * The server answers with the spec's English messages ("User is disabled"); when one is in the
 * catalogue (`messages.*`) its key lets the notification speak the user's language.
 */
export function serverMessageKeys(english: MessageTree): (message: string) => string | null {
  const byText = new Map<string, string>();
  const catalogue = isTree(english.messages) ? flatten(english.messages, 'messages.') : {};
  for (const [key, text] of Object.entries(catalogue)) if (!byText.has(text)) byText.set(text, key);
  return (message) => byText.get(message.trim()) ?? null;
}
