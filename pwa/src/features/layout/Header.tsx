import { useNavigate } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { firstName } from '../../../../shared/greeting.ts';
import { session } from '../../state/session.ts';
import { SignOutButton } from '../sync/SignOutButton.tsx';
import { SyncIndicator } from '../sync/SyncIndicator.tsx';
import { AppLink } from './AppLink.tsx';
import { avatarSrc } from './avatar.ts';
import { HeaderAdvert } from './HeaderAdvert.tsx';
import { LogoMark } from './LogoMark.tsx';
import { headerLinks } from './nav-links.ts';

export function Header() {
  const { user } = useSnapshot(session);
  const navigate = useNavigate();

  const onSignedOut = () => void navigate({ to: '/sign-in' });

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
        {user && <SyncIndicator />}
        {user && (
          <div className="site-header__user">
            <img className="avatar" src={avatarSrc(user.avatar)} alt="" width={32} height={32} />
            <span className="site-header__name">{firstName(user.name)}</span>
            <SignOutButton onSignedOut={onSignedOut} />
          </div>
        )}
      </div>
      <HeaderAdvert />
    </header>
  );
}
