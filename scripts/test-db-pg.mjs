// The server suite's database tests once more on a PostgreSQL server, when one is given:
// `TEST_DATABASE_URL` names a database to connect to for creating and dropping a test database
// per test file. Without it the PGlite run of `npm run test:unit` is the only database run. Only
// the files that make a test database run again (database-suites.mjs finds them by their
// imports); the others do not depend on the database and ran in `npm run test:unit`.
import { spawnSync } from 'node:child_process';
import { databaseTestFiles, serverTestFiles } from './database-suites.mjs';

const url = process.env.TEST_DATABASE_URL;
if (!url) {
  console.log('test:db:pg: TEST_DATABASE_URL is not set; the server suite ran on PGlite only.');
  process.exit(0);
}
const files = databaseTestFiles();
console.log(
  `test:db:pg: ${files.length} of the server suite's ${serverTestFiles().length} files use a test database; they run on PostgreSQL.`,
);
const result = spawnSync('npx', ['vitest', 'run', '--project', 'server', ...files], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DB: 'postgres' },
});
process.exit(result.status ?? 1);
