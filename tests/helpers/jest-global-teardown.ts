export default async function globalTeardown() {
  (globalThis as { __testPostgres?: { stop: () => void } }).__testPostgres?.stop();
}
