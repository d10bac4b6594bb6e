// The admin's sent e-mails: the list (whole, or one page searched by to, from or subject) and one opened.
import type { ListQuery, Page } from '../../../../shared/api/admin-lists';
import type { SentEmail } from '../../../../shared/api/mailing';
import type { Deps } from '../../deps';
import { NotFoundError } from '../errors';
import { findPage, searchFilter } from '../paging';
import { publicSent, SENT_EMAILS, type SentEmailDoc } from './sent-email-doc';

const sentEmails = (deps: Pick<Deps, 'store'>) => deps.store.collection<SentEmailDoc>(SENT_EMAILS);

export async function listSentEmails(deps: Pick<Deps, 'store'>): Promise<SentEmail[]> {
  return (await sentEmails(deps).find({}, { sort: { createdAt: -1 } })).map(publicSent);
}

export function pageSentEmails(deps: Pick<Deps, 'store'>, query: ListQuery): Promise<Page<SentEmail>> {
  const filter = searchFilter(['to', 'from', 'subject'], query.q);
  return findPage(sentEmails(deps), filter, query, { view: publicSent });
}

/**
 * Opening a sent e-mail marks it read (SPEC leaves how the flag changes open; this is ours). The answer
 * shows it as it was before this opening, so the first opening says "not read"; the conditional update
 * decides which of two concurrent openings was the first. An opening sent again with the same key (a
 * retry after a lost answer, a screen asking twice) is still that opening, and answers the same.
 */
export async function openSentEmail(
  deps: Pick<Deps, 'store'>,
  id: string,
  openingKey?: string,
): Promise<SentEmail> {
  const { modified } = await sentEmails(deps).updateOne(
    { _id: id, read: { $ne: true } },
    { $set: { read: true, ...(openingKey !== undefined && { firstOpening: openingKey }) } },
  );
  const doc = await sentEmails(deps).findOne({ _id: id });
  if (!doc) throw new NotFoundError('E-mail not found');
  const first = modified > 0 || (openingKey !== undefined && doc.firstOpening === openingKey);
  return { ...publicSent(doc), read: !first };
}
