import { useRouterState } from '@tanstack/react-router';
import { type MouseEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { firstName } from '../../../../shared/greeting.ts';
import { session } from '../../state/session.ts';
import { InstallApp } from '../pwa/InstallApp.tsx';
import { SignOutButton } from '../sync/SignOutButton.tsx';
import { AppLink } from './AppLink.tsx';
import { avatarSrc } from './avatar.ts';
import { menuLinks } from './phone-links.ts';
import { useMenuDismiss } from './use-menu-dismiss.ts';

/**
 * The phone header's menu (shell.css hides it on wide screens, where the header shows every link): a
 * button (the avatar, or three lines for a visitor) that discloses the links the top and tab bars leave
 * out. Opening moves focus to the first link; Escape, a press elsewhere or a new page closes it. The
 * panel stays mounted while closed, so sign-out's "unsent changes" question survives inside it.
 */
export function HeaderMenu({ onSignedOut }: { onSignedOut: () => void }) {
  const { user } = useSnapshot(session);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const panelId = useId();

  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) toggle.current?.focus();
  }, []);
  useMenuDismiss(root, open, close);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page (any pathname change) closes it.
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (open) panel.current?.querySelector<HTMLElement>('a, button')?.focus();
  }, [open]);

  // A link to the page already shown changes no path, so following any link closes the menu here.
  const onPanelClick = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a')) setOpen(false);
  };

  return (
    <div className="header-menu" ref={root}>
      <button
        ref={toggle}
        type="button"
        className={user ? 'header-menu__toggle header-menu__toggle--avatar' : 'header-menu__toggle'}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {user ? (
          <img className="avatar" src={avatarSrc(user.avatar)} alt="" width={32} height={32} />
        ) : (
          <svg className="header-menu__glyph" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M4 7h16M4 12h16M4 17h16" />
          </svg>
        )}
        <span className="visually-hidden">menu</span>
      </button>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the links inside handle keys; this only hears their clicks. */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: as above; Enter on a link is a click too. */}
      <div ref={panel} id={panelId} className="header-menu__panel" hidden={!open} onClick={onPanelClick}>
        {user && <p className="header-menu__who">signed in as {firstName(user.name)}</p>}
        <nav aria-label="more">
          <ul>
            {menuLinks(user).map((link) => (
              <li key={link.to}>
                <AppLink to={link.to}>{link.label}</AppLink>
              </li>
            ))}
            <InstallApp />
          </ul>
        </nav>
        {user && <SignOutButton onSignedOut={onSignedOut} />}
      </div>
    </div>
  );
}
