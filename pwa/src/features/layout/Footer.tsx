import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { session } from '../../state/session.ts';
import { InstallApp } from '../pwa/InstallApp.tsx';
import { AppLink } from './AppLink.tsx';
import { accountLinks, footerColumns } from './footer-links.ts';
import { LastVisited } from './LastVisited.tsx';
import { SocialLinks } from './SocialLinks.tsx';

interface FooterProps {
  /** The mailing-list form (SPEC §2) sits beside the link columns; the signup feature supplies it. */
  signup?: ReactNode;
}

export function Footer({ signup }: FooterProps) {
  const { user } = useSnapshot(session);
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <nav className="site-footer__columns" aria-label="footer">
          {footerColumns(user).map((column) => (
            <section key={column.heading} className="footer-column" aria-label={column.heading}>
              <h2 className="footer-column__heading">{column.heading}</h2>
              <ul>
                {column.links.map((link) => (
                  <li key={link.label}>
                    <AppLink to={link.to}>{link.label}</AppLink>
                  </li>
                ))}
                {column.install && <InstallApp />}
              </ul>
            </section>
          ))}
        </nav>
        {signup && <div className="site-footer__signup">{signup}</div>}
        <div className="site-footer__bottom">
          <LastVisited />
          <ul className="site-footer__account">
            {accountLinks.map((link) => (
              <li key={link.label}>
                <AppLink to={link.to}>{link.label}</AppLink>
              </li>
            ))}
          </ul>
          <SocialLinks />
        </div>
      </div>
    </footer>
  );
}
