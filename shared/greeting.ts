// SPEC §2 (Home): the hero greets by first name, and "back" once the user has logged in before.

export interface GreetingUser {
  name: string;
  logins: number;
}

export function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? '';
}

export function greeting(user: GreetingUser | null): string {
  if (!user) return 'login or register to get started';
  const prefix = user.logins < 1 ? 'welcome' : 'welcome back';
  return `${prefix} ${firstName(user.name)}`.trimEnd();
}
