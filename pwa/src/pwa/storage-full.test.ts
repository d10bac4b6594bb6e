import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { errorMessage } from '../api/client.ts';
import { failureMessage } from '../data/sync-errors.ts';
import { isQuotaExceeded, STORAGE_FULL } from './storage-full.ts';

const quota = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

describe('a full device', () => {
  it('is recognised however IndexedDB, Cache Storage or Dexie report it', () => {
    expect(isQuotaExceeded(quota())).toBe(true);
    expect(isQuotaExceeded(new Dexie.QuotaExceededError('Write failed', quota()))).toBe(true);
    // A transaction aborted by the full quota: Dexie's AbortError carries the DOMException inside.
    expect(isQuotaExceeded(new Dexie.AbortError('Transaction aborted', quota()))).toBe(true);
    expect(isQuotaExceeded(new Dexie.BulkError('1 of 2 failed', { 1: quota() }))).toBe(true);
    expect(isQuotaExceeded(new Error('put failed', { cause: quota() }))).toBe(true);
    expect(
      isQuotaExceeded(
        new DOMException('Persistent storage maximum size reached', 'NS_ERROR_DOM_QUOTA_REACHED'),
      ),
    ).toBe(true);
  });

  it('is not any other failure', () => {
    expect(isQuotaExceeded(new Dexie.AbortError('Transaction aborted'))).toBe(false);
    expect(isQuotaExceeded(new DOMException('gone', 'NotFoundError'))).toBe(false);
    expect(isQuotaExceeded(new Error('QuotaExceededError in the text only'))).toBe(false);
    expect(isQuotaExceeded('QuotaExceededError')).toBe(false);
    expect(isQuotaExceeded(null)).toBe(false);
  });

  it('says what to do, on screens and in the sync status, instead of the raw error', () => {
    expect(STORAGE_FULL).toBe(
      "This device is out of storage space. Free some space (for example, delete photos or other sites' data) and try again; nothing you typed was lost.",
    );
    const wrapped = new Dexie.AbortError('Transaction aborted', quota());
    expect(errorMessage(wrapped)).toBe(STORAGE_FULL);
    expect(failureMessage(wrapped)).toBe(STORAGE_FULL);
    expect(errorMessage(new Error('Please write the task'))).toBe('Please write the task');
    expect(failureMessage(new Error('the server could not be reached'))).toBe(
      'the server could not be reached',
    );
  });
});
