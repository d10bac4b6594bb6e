// The limits a sign-in passes before its password is checked (limits.ts): the address, the account and
// address pair (growing delays), and the account. A correct password clears the pair and the account,
// so the owner's own typos and someone else's guesses from elsewhere never add up against them later,
// and is taken back from the address's count: a hostel's or an office's shared address counts guesses,
// not its people signing in (the password hashing queue bounds the work sign-ins can cause).
import type { Context } from 'hono';
import { clientIp } from '../../http/client-ip';
import type { AppEnv } from '../../http/context';
import { enforce } from '../../http/rate-limit';
import { signInPerAccount, signInPerAddress, signInPerPair } from '../../services/rate-limit/limits';
import { normalizeEmail } from '../../services/users/user-doc';

/** Answers what to call once the password was right. */
export async function limitSignIn(c: Context<AppEnv>, email: string): Promise<() => Promise<void>> {
  const address = clientIp(c);
  const account = normalizeEmail(email);
  const pair = `${account}\n${address}`;
  const at = signInPerAddress.now();
  await enforce(c, signInPerAddress, address);
  await enforce(c, signInPerPair, pair);
  await enforce(c, signInPerAccount, account);
  return async () => {
    const { store } = c.var.deps;
    await signInPerAddress.refund(store, address, at);
    await signInPerPair.reset(store, pair);
    await signInPerAccount.reset(store, account);
  };
}
