/** Bundles the CLI into dist/cli (see build-cli.js). */
export function buildCli(): Promise<void>;
