import { describe } from 'vitest';
import { type ContractSubject, useSubject } from './document-store-contract/context';
import { fullTextCases } from './document-store-contract/full-text';
import { groupCountCases } from './document-store-contract/group-counts';
import { indexCases } from './document-store-contract/indexes';
import { instanceCases } from './document-store-contract/instances';
import { lifecycleCases } from './document-store-contract/lifecycle';
import { lockCases } from './document-store-contract/locking';
import { queryCases } from './document-store-contract/queries';
import { textSearchCases } from './document-store-contract/text-search';
import { transactionCases } from './document-store-contract/transactions';
import { updateCases } from './document-store-contract/updates';
import { versionCases } from './document-store-contract/versions';
import { watchCases } from './document-store-contract/watching';

export type { ContractSubject };

/**
 * The behaviour every DocumentStore adapter must share, declared as a vitest suite. `make` is called
 * before each test and must give a fresh, empty store on a location of its own; the cases reopen that
 * location to check persistence, and call `cleanup` after each test.
 */
export function documentStoreContract(name: string, make: () => Promise<ContractSubject>): void {
  describe(name, () => {
    const context = useSubject(make);
    describe('queries', () => queryCases(context));
    describe('text search', () => textSearchCases(context));
    describe('group counts', () => groupCountCases(context));
    describe('full-text search', () => fullTextCases(context));
    describe('updates and deletes', () => updateCases(context));
    describe('indexes', () => indexCases(context));
    describe('withLock', () => lockCases(context));
    describe('transactions', () => transactionCases(context));
    describe('watch', () => watchCases(context));
    describe('versions', () => versionCases(context));
    describe('several instances', () => instanceCases(context));
    describe('lifecycle', () => lifecycleCases(context));
  });
}
