import { defineConfig } from 'drizzle-kit'

/** `npx drizzle-kit generate` (from server/) writes a migration after a schema change. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
})
