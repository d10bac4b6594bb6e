// Accounts made and changed through the API from a test, as another device would: registering a user,
// and changing their password, which revokes every older token (the server then answers them 401).
import type { Account } from './session';
import { callApi, loginToken } from './session';

export interface Registered extends Account {
  _id: string;
  name: string;
  token: string;
}

/** Registers `name` with a fresh e-mail and answers the account with its first token. */
export async function registerUser(baseUrl: string, name: string): Promise<Registered> {
  const email = `${name.split(' ')[0]?.toLowerCase()}-${Date.now()}@example.com`;
  const password = 'first-password-1';
  const response = await fetch(`${baseUrl}/api/users`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      name,
      email,
      password,
      password2: password,
      dob: '1990-03-05',
      day: '05',
      month: '03',
      year: '1990',
      tier: 'free',
      terms: true,
      emailList: false,
    }),
  });
  if (!response.ok) throw new Error(`register ${name}: ${response.status} ${await response.text()}`);
  const { _id, token } = (await response.json()) as { _id: string; token: string };
  return { _id, name, email, password, token };
}

/** Changes the password as another device would; every token issued before stops working. */
export async function changePassword(
  baseUrl: string,
  account: Account,
  newPassword: string,
): Promise<Account> {
  const token = await loginToken(baseUrl, { email: account.email, password: account.password });
  const response = await callApi(baseUrl, token, '/api/users/change-pw', {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ oldPassWord: account.password, newPassWord: newPassword }),
  });
  if (!response.ok) throw new Error(`change password: ${response.status} ${await response.text()}`);
  return { email: account.email, password: newPassword };
}

/** How many tasks carry each text on the server, read with a token the caller signed in for once (a
 * poll that signed in on every try would run into the sign-in rate limit). */
export async function serverTaskCounts(baseUrl: string, token: string): Promise<Record<string, number>> {
  const response = await callApi(baseUrl, token, '/api/tasks');
  if (!response.ok) throw new Error(`tasks: ${response.status}`);
  const counts: Record<string, number> = {};
  for (const { taskText } of (await response.json()) as { taskText: string }[]) {
    counts[taskText] = (counts[taskText] ?? 0) + 1;
  }
  return counts;
}
