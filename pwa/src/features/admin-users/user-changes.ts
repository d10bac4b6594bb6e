// The update-user dialog sends only what the admin changed: an untouched e-mail must not end the user's
// sessions, and an untouched admin flag must not trip the super-admin rule on the server.
import type { Tier, User } from '../../../../shared/entities/user.ts';
import type { UserChanges } from './users-api.ts';

export interface UserForm {
  name: string;
  email: string;
  tier: Tier;
  isAdmin: boolean;
  isSuspended: boolean;
}

export function userForm(user: Pick<User, keyof UserForm>): UserForm {
  const { name, email, tier, isAdmin, isSuspended } = user;
  return { name, email, tier, isAdmin, isSuspended };
}

/** The fields of `form` that differ from `user`, name and e-mail compared as the server stores them. */
export function userChanges(user: UserForm, form: UserForm): UserChanges {
  const changes: UserChanges = {};
  const name = form.name.trim();
  const email = form.email.trim();
  if (name !== user.name) changes.name = name;
  if (email.toLowerCase() !== user.email) changes.email = email;
  if (form.tier !== user.tier) changes.tier = form.tier;
  if (form.isAdmin !== user.isAdmin) changes.isAdmin = form.isAdmin;
  if (form.isSuspended !== user.isSuspended) changes.isSuspended = form.isSuspended;
  return changes;
}
