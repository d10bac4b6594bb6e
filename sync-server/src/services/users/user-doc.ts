// A user as stored: the API's User plus what never leaves the server.
import type { User } from '../../../../shared/entities/user';

export type UserDoc = User & {
  passwordHash: string;
  /** Raised on password change, e-mail change and deletion; tokens carrying an older value are refused. */
  tokenVersion: number;
};

export const USERS = 'users';

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
