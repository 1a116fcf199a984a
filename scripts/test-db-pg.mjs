// The server suite (API and data layer) once more on a PostgreSQL server, when one is given:
// `TEST_DATABASE_URL` names a database to connect to for creating and dropping a test database
// per test file. Without it the PGlite run of `npm run test:unit` is the only database run.
import { spawnSync } from 'node:child_process';

const url = process.env.TEST_DATABASE_URL;
if (!url) {
  console.log('test:db:pg: TEST_DATABASE_URL is not set; the server suite ran on PGlite only.');
  process.exit(0);
}
const result = spawnSync('npx', ['vitest', 'run', '--project', 'server'], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DB: 'postgres' },
});
process.exit(result.status ?? 1);
