import { AppLink } from './AppLink.tsx';
import { tabLinks } from './phone-links.ts';
import { TabIcon } from './TabIcon.tsx';

/**
 * A signed-in user's main screens at the bottom of a phone's screen (shell.css shows it on narrow screens
 * only). The router's links mark the current tab with aria-current="page".
 */
export function TabBar() {
  return (
    <nav className="tab-bar" aria-label="main">
      <ul className="tab-bar__list">
        {tabLinks.map((link) => (
          <li key={link.to}>
            <AppLink to={link.to} className="tab-bar__link">
              <TabIcon to={link.to} />
              <span>{link.label}</span>
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
