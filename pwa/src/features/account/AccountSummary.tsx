import type { User } from '../../../../shared/entities/user.ts';

/** Who the account is. SPEC §2: the super-admin flag is displayed here and nowhere else. */
export function AccountSummary({ user }: { user: User }) {
  const lastLogin = [user.lastLoginDate, user.lastLoginTime].filter(Boolean).join(' ');
  const rows: [string, string][] = [
    ['name', user.name],
    ['email', user.email],
    ['tier', user.tier],
    ['logins', String(user.logins)],
    ['last login', lastLogin || 'not yet'],
    ['admin', user.isAdmin ? 'yes' : 'no'],
    ['super admin', user.isSuperAdmin ? 'yes' : 'no'],
  ];
  return (
    <dl className="card account-summary">
      {rows.map(([term, value]) => (
        <div key={term} className="account-summary__row">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
