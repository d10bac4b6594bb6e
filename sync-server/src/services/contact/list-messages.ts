// GET /api/msg/: contact messages for admins, whole or one page searched by name, e-mail, text or topic.
import type { ListQuery, Page } from '../../../../shared/api/admin-lists';
import type { Deps } from '../../deps';
import { findPage, searchFilter } from '../paging';
import { type ContactMessage, MESSAGES } from './messages';

export type PublicMessage = Omit<ContactMessage, 'idempotencyKey'>;

const messages = (deps: Pick<Deps, 'store'>) => deps.store.collection<ContactMessage>(MESSAGES);

/** The message as answers show it: the sender's idempotency key stays on the server. */
export function publicMessage({ idempotencyKey: _key, ...message }: ContactMessage): PublicMessage {
  return message;
}

export async function listMessages(deps: Pick<Deps, 'store'>): Promise<PublicMessage[]> {
  return (await messages(deps).find({}, { sort: { createdAt: -1 } })).map(publicMessage);
}

export function pageMessages(deps: Pick<Deps, 'store'>, query: ListQuery): Promise<Page<PublicMessage>> {
  const filter = searchFilter(['fullName', 'email', 'msg', 'about'], query.q);
  return findPage(messages(deps), filter, query, { view: publicMessage });
}
