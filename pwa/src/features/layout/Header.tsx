import { useNavigate } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { firstName } from '../../../../shared/greeting.ts';
import { session, signOut } from '../../state/session.ts';
import { AppLink } from './AppLink.tsx';
import { LogoMark } from './LogoMark.tsx';
import { headerLinks } from './nav-links.ts';

const DEFAULT_AVATAR = '/default-avatar.svg';
// Typed as string for the same reason as AppLink: the sign-in route is registered by its own feature.
const SIGN_IN: string = '/sign-in';

export function Header() {
  const { user } = useSnapshot(session);
  const navigate = useNavigate();

  const onSignOut = () => {
    signOut();
    void navigate({ to: SIGN_IN });
  };

  return (
    <header className="site-header">
      <div className="site-header__inner">
        <AppLink to="/" className="logo">
          <LogoMark />
          <span>Travel Blog</span>
        </AppLink>
        <nav className="site-nav" aria-label="main">
          <ul>
            {headerLinks(user).map((link) => (
              <li key={link.to}>
                <AppLink to={link.to}>{link.label}</AppLink>
              </li>
            ))}
          </ul>
        </nav>
        {user && (
          <div className="site-header__user">
            <img className="avatar" src={user.avatar ?? DEFAULT_AVATAR} alt="" width={32} height={32} />
            <span className="site-header__name">{firstName(user.name)}</span>
            <button type="button" className="button button--quiet" onClick={onSignOut}>
              signout
            </button>
          </div>
        )}
      </div>
    </header>
  );
}
