/** The CLI bundle, and whether it is at least as new as its sources (see cli-bundle.js). */
export const BUNDLE: string;
export const BUNDLE_URL: string;
export function bundleIsFresh(): boolean;
