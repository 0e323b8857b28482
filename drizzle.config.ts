import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate` writes SQL migrations from the schema; the server runs them at start. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './app/server/db/schema.ts',
  out: './app/server/db/migrations',
});
