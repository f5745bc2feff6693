/** The base URL of the unit run's sandbox (see tests/setup/sandboxServer.ts). */
export const SANDBOX_URL = `http://127.0.0.1:${process.env.UNIT_SANDBOX_PORT ?? 3201}`;
