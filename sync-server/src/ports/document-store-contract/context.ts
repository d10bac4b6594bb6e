import { afterEach, beforeEach } from 'vitest';
import type { Doc, DocumentStore } from '../document-store';

/** What an adapter's test hands the contract: a fresh, empty store on a location of its own. */
export interface ContractSubject {
  store: DocumentStore;
  /** Opens another store on the same location (the contract closes the first one before). */
  reopen: () => Promise<DocumentStore>;
  /**
   * Opens another store on the same location while the first stays open, as a second server instance
   * does. Only adapters whose location several processes share (MongoDB); SQLite's file belongs to one.
   */
  peer?: () => Promise<DocumentStore>;
  /** Closes every store handed out (closing twice must be harmless) and removes the location. */
  cleanup: () => Promise<void>;
}

export interface ContractContext {
  store(): DocumentStore;
  subject(): ContractSubject;
}

/** Gives every test of the surrounding describe a fresh subject, cleaned up afterwards. */
export function useSubject(make: () => Promise<ContractSubject>): ContractContext {
  let current: ContractSubject | undefined;
  beforeEach(async () => {
    current = await make();
  });
  afterEach(async () => {
    const done = current;
    current = undefined;
    await done?.cleanup();
  });
  const subject = (): ContractSubject => {
    if (!current) throw new Error('document store contract: no subject outside a test');
    return current;
  };
  return { subject, store: () => subject().store };
}

export interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
}

export function deferred<T = void>(): Deferred<T> {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The ids of docs, sorted, for comparing result sets whose order the query does not fix. */
export const idSet = (docs: Doc[]) => docs.map((doc) => doc._id).sort();

export const idsInOrder = (docs: Doc[]) => docs.map((doc) => doc._id);
