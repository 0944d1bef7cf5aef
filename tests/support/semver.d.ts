/** The part of semver (installed with fastify, which depends on it) that the tests use; it ships no types. */
declare module 'semver' {
  const semver: { satisfies(version: string, range: string): boolean };
  export default semver;
}
