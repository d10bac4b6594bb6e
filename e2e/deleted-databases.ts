// Which IndexedDB databases a page deleted, over every load of every page of a browser context: an init
// script records each indexedDB.deleteDatabase call (Dexie's delete goes through it) in localStorage,
// under a key of the test's own that the app never touches.
import type { BrowserContext, Page } from 'playwright-core';

const LOG_KEY = 'e2e:deleted-databases';

interface LoggingWindow {
  IDBFactory: { prototype: { deleteDatabase(this: unknown, name: string): unknown } };
  localStorage: { getItem(key: string): string | null; setItem(key: string, value: string): void };
}

export async function recordDeletedDatabases(context: BrowserContext): Promise<void> {
  await context.addInitScript((key) => {
    const win = globalThis as unknown as LoggingWindow;
    const original = win.IDBFactory.prototype.deleteDatabase;
    win.IDBFactory.prototype.deleteDatabase = function (name: string) {
      const log = JSON.parse(win.localStorage.getItem(key) ?? '[]') as string[];
      win.localStorage.setItem(key, JSON.stringify([...log, name]));
      return original.call(this, name);
    };
  }, LOG_KEY);
}

export function deletedDatabases(page: Page): Promise<string[]> {
  return page.evaluate(
    (key) =>
      JSON.parse((globalThis as unknown as LoggingWindow).localStorage.getItem(key) ?? '[]') as string[],
    LOG_KEY,
  );
}

/** The names of the IndexedDB databases the page's origin holds now. */
export function databaseNames(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const idb = (globalThis as unknown as { indexedDB: { databases(): Promise<{ name?: string }[]> } })
      .indexedDB;
    return (await idb.databases()).flatMap((db) => (db.name ? [db.name] : []));
  });
}
