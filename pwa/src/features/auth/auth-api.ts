// The account calls of SPEC §7 that sign a user in.
import type { RegisterInput, SessionResponse } from '../../../../shared/api/users.ts';
import type { User } from '../../../../shared/entities/user.ts';
import { apiFetch } from '../../api/client.ts';

export const registerUser = (input: RegisterInput) =>
  apiFetch<SessionResponse>('/api/users', { method: 'POST', json: input });

export const logIn = (email: string, password: string) =>
  apiFetch<SessionResponse>('/api/users/login', { method: 'POST', json: { email, password } });

/** SPEC §2: after registering, the invoice record is sent. */
export const sendWelcome = () =>
  apiFetch<{ msg: string }>('/api/users/welcome', { method: 'POST', json: {}, auth: true });

/** The demo account's e-mail, which prefills the sign-in form (SPEC §2). */
export const fetchDemoEmail = (signal?: AbortSignal) =>
  apiFetch<{ email: string }>('/api/users/demo', signal ? { signal } : {}).then((r) => r.email);

/** The stored user as the server has it now (logins, avatar and flags may have changed elsewhere). */
export const fetchMe = () => apiFetch<User>('/api/users/me', { auth: true });
