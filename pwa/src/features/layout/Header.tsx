import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { firstName } from '../../../../shared/greeting.ts';
import { session } from '../../state/session.ts';
import { SignOutButton } from '../sync/SignOutButton.tsx';
import { AppLink } from './AppLink.tsx';
import { avatarSrc } from './avatar.ts';
import { useFirstPaintDone } from './FirstPaintMark.tsx';
import { HeaderAdvert } from './HeaderAdvert.tsx';
import { HeaderMenu } from './HeaderMenu.tsx';
import { LogoMark } from './LogoMark.tsx';
import { headerLinks } from './nav-links.ts';
import { onPhoneBar } from './phone-links.ts';
import { TabBar } from './TabBar.tsx';

// The indicator brings the sync engine and the database: loaded once someone signs in, never for a visitor.
const SyncIndicator = lazy(() =>
  import('../sync/SyncIndicator.tsx').then((module) => ({ default: module.SyncIndicator })),
);

/**
 * SPEC §2's header on wide screens; on a phone (shell.css) a one-row top bar (logo, sync status, menu)
 * over the page and, for a signed-in user, a tab bar at the bottom of the screen. What a phone shows
 * elsewhere is marked `wide-only` and hidden by CSS, not unmounted, so a resized window loses nothing.
 */
export function Header() {
  const { user } = useSnapshot(session);
  const navigate = useNavigate();
  // Its chunk brings the sync engine's status: not before the page has painted (first-paint.ts).
  const painted = useFirstPaintDone();

  const onSignedOut = () => void navigate({ to: '/sign-in' });
  const links = headerLinks(user);
  const onBar = links.filter((link) => onPhoneBar(link, user));

  return (
    <header className="site-header">
      <div className="site-header__inner">
        <AppLink to="/" className="logo">
          <LogoMark />
          <span>Travel Blog</span>
        </AppLink>
        <nav className={onBar.length ? 'site-nav' : 'site-nav wide-only'} aria-label="main">
          <ul>
            {links.map((link) => (
              <li key={link.to} className={onBar.includes(link) ? undefined : 'wide-only'}>
                <AppLink to={link.to}>{link.label}</AppLink>
              </li>
            ))}
          </ul>
        </nav>
        {user && painted && (
          <Suspense fallback={null}>
            <SyncIndicator />
          </Suspense>
        )}
        {user && (
          <div className="site-header__user wide-only">
            <img className="avatar" src={avatarSrc(user.avatar)} alt="" width={32} height={32} />
            <span className="site-header__name">{firstName(user.name)}</span>
            <SignOutButton onSignedOut={onSignedOut} />
          </div>
        )}
        <HeaderMenu onSignedOut={onSignedOut} />
      </div>
      <HeaderAdvert />
      {user && <TabBar />}
    </header>
  );
}
