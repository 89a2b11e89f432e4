/* eslint-disable no-console -- the one module of the browser app that writes to the console */

/** Where the browser app reports things a developer should see but a user should not. */
export const logger = {
  info: (message: string, ...details: unknown[]) => console.info(`[brief] ${message}`, ...details),
  warn: (message: string, ...details: unknown[]) => console.warn(`[brief] ${message}`, ...details),
  error: (message: string, ...details: unknown[]) => console.error(`[brief] ${message}`, ...details),
};
