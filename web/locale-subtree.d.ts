/** One top-level key of a locale file (vite.config.ts, `localeSubtree`): the server messages' catalogue. */
declare module '*.json?subtree=messages' {
  const messages: Record<string, string>;
  export default messages;
}
