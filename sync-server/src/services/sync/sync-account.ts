// Which account a sync request is for. A device's engine may outlive its session: a request of Ann's queue
// or cursor sent with Bob's token (an account switch mid-cycle) must not bind Ann's device to Bob, apply
// her changes in his account or fill her database with his documents. The device names the account its data
// belongs to (a push's `userId`, a pull's `userId` and cursor); another than the token's is refused before
// anything is read or written. Requests naming none (older clients) are the token's account's.
import { OTHER_ACCOUNT_SYNC } from '../../../../shared/messages';
import { ConflictError } from '../errors';

export function refuseOtherAccount(tokenUserId: string, named: string | undefined): void {
  if (named !== undefined && named !== tokenUserId) throw new ConflictError(OTHER_ACCOUNT_SYNC);
}
