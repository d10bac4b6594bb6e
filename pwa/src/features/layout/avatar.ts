// SPEC §2 header: an avatar, or a default image when the user has none (the API sends '' then).
export const DEFAULT_AVATAR = '/default-avatar.svg';

export const avatarSrc = (avatar: string): string => avatar || DEFAULT_AVATAR;
