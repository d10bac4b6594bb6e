// The account calls of SPEC §7 for the signed-in user's own record.
import type { User } from '../../../../shared/entities/user.ts';
import { apiFetch } from '../../api/client.ts';

export const changeName = (newName: string) =>
  apiFetch<{ msg: string; user: User }>('/api/users/change-name', {
    method: 'PUT',
    json: { newName },
    auth: true,
  });

export const changeEmail = (body: { oldEmail: string; newEmail: string; confirmEmail: string }) =>
  apiFetch<{ msg: string; user: User; token: string }>('/api/users/change-email', {
    method: 'PUT',
    json: body,
    auth: true,
  });

export const changePassword = (body: { oldPassWord: string; newPassWord: string }) =>
  apiFetch<{ msg: string; token: string }>('/api/users/change-pw', { method: 'PUT', json: body, auth: true });

export function uploadAvatar(file: File) {
  const form = new FormData();
  form.append('file', file);
  return apiFetch<{ updatedUser: User }>('/api/users/update-user-img', { method: 'PUT', form, auth: true });
}

export const deleteAccount = (id: string) =>
  apiFetch<{ msg: string; blogs: unknown }>(`/api/users/delete-user/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    auth: true,
  });
