// The admin account calls (SPEC §7): create, update and delete a user.
import type { z } from 'zod';
import type { adminCreateUserSchema, adminUpdateUserSchema } from '../../../../shared/api/users.ts';
import type { User } from '../../../../shared/entities/user.ts';
import { apiFetch } from '../../api/client.ts';
import { ADMIN_USERS_PATH } from '../admin/admin-paths.ts';

export type NewUser = z.input<typeof adminCreateUserSchema>;
export type UserChanges = z.input<typeof adminUpdateUserSchema>;

export function createUser(user: NewUser): Promise<User> {
  return apiFetch<User>('/api/admin/create/', { method: 'POST', json: user, auth: true });
}

const userUrl = (id: string) => `${ADMIN_USERS_PATH}${encodeURIComponent(id)}`;

export function updateUser(id: string, changes: UserChanges): Promise<User> {
  return apiFetch<User>(userUrl(id), { method: 'PUT', json: changes, auth: true });
}

export function deleteUser(id: string): Promise<unknown> {
  return apiFetch(userUrl(id), { method: 'DELETE', auth: true });
}
