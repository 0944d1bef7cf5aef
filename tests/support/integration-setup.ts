/** Global setup of the integration tests: the run's PGlite snapshot and PostgreSQL server, stopped at the end. */
import { prepareTestDatabases } from './test-databases';

export default function setup() {
  return prepareTestDatabases({ postgres: true });
}
