import { useRouterState } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { session } from '../../state/session.ts';
import { AppLink } from './AppLink.tsx';
import { advertFor } from './adverts.ts';

/**
 * A one-line strip under the header bar; the visible "advert" tag keeps it honest for every reader. On
 * a phone the line keeps to one row by showing the tag and the link only (the text is still read out).
 */
export function HeaderAdvert() {
  const { user } = useSnapshot(session);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const advert = advertFor(pathname, user !== null);
  if (!advert) return null;

  return (
    <div className="header-advert">
      <p className="header-advert__inner">
        <span className="header-advert__tag">advert</span>
        <span className="header-advert__text">{advert.text}</span>
        <AppLink to={advert.link.to} className="header-advert__link">
          {advert.link.label}
        </AppLink>
      </p>
    </div>
  );
}
