// A user as the API shows it (SPEC §3). The password hash and token version never leave the server.
export type Tier = 'free' | 'prem';

export interface User {
  _id: string;
  name: string;
  email: string;
  dob: string;
  isAdmin: boolean;
  isSuperAdmin: boolean;
  isSuspended: boolean;
  isDemoUser: boolean;
  lastLoginDate: string;
  lastLoginTime: string;
  logins: number;
  blogs: number;
  featuredBlogs: number;
  tasks: number;
  avatar: string;
  tier: Tier;
  createdAt: string;
  updatedAt: string;
}
