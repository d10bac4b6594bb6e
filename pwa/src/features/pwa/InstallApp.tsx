import { useId, useState } from 'react';
import { useSnapshot } from 'valtio';
import { installOffer, promptInstall } from './install-offer.ts';

/** Safari's Share button, drawn beside its name in the steps so it is found in the toolbar. */
function ShareGlyph() {
  return (
    <svg className="install-app__glyph" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 3v12M8 7l4-4 4 4M6 11H5v10h14V11h-1" />
    </svg>
  );
}

/**
 * The "install app" item of the header menu's and the footer's lists: only where the browser allows an
 * install, and never on its own initiative. Chromium's own dialog opens on the click; on iOS Safari the
 * click discloses the three steps of "Add to Home Screen". Gone once installed (install-offer.ts).
 */
export function InstallApp() {
  const { offer } = useSnapshot(installOffer);
  const [stepsShown, setStepsShown] = useState(false);
  const stepsId = useId();

  if (offer === 'prompt') {
    return (
      <li className="install-app">
        <button type="button" className="install-app__button" onClick={() => void promptInstall()}>
          install app
        </button>
      </li>
    );
  }
  if (offer !== 'ios') return null;
  return (
    <li className="install-app">
      <button
        type="button"
        className="install-app__button"
        aria-expanded={stepsShown}
        aria-controls={stepsId}
        onClick={() => setStepsShown(!stepsShown)}
      >
        install app
      </button>
      <ol id={stepsId} className="install-app__steps" hidden={!stepsShown}>
        <li>
          Tap Share <ShareGlyph /> in Safari's toolbar.
        </li>
        <li>Choose “Add to Home Screen”.</li>
        <li>Tap “Add”: the app then opens from its icon, and offline too.</li>
      </ol>
    </li>
  );
}
