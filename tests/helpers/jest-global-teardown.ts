export default async function globalTeardown() {
  const state = globalThis as { __testPostgres?: { stop: () => void }; __testTemplates?: { drop: () => Promise<void> }[] };
  for (const database of state.__testTemplates ?? []) await database.drop().catch(() => undefined);
  state.__testPostgres?.stop();
}
