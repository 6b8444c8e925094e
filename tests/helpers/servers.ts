/** The servers the e2e suite starts (playwright.config.ts) and the environment they share. */
export const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://localhost:${port}`;
export const offlinePort = port + 1;
/** The same build with its database unreachable. */
export const offlineURL = `http://localhost:${offlinePort}`;

export const e2eEnv = {
  NEXT_PUBLIC_SITE_URL: baseURL,
  DATA_DIR: '.data/e2e',
  ADMIN_KEY: 'e2e-admin-key-0123456789',
  SESSION_SECRET: 'e2e-session-secret-that-is-long-enough-0123456789',
  NEXT_TELEMETRY_DISABLED: '1',
  // A webhook that always fails: leads must still be stored and reported as sent.
  CONTACT_WEBHOOK_URL: 'http://127.0.0.1:9/lead-hook',
  // The suite plays the proxy: X-Real-IP names each simulated client (README "Client identity").
  TRUST_PROXY: '1',
};
