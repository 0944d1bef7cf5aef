/** Builds the portal once before the end-to-end tests; the test server serves dist/web. */
import { buildWeb } from '../support/web-build';

export default async function setup() {
  await buildWeb();
}
