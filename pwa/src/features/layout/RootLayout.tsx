import { Outlet } from '@tanstack/react-router';
import { useRef } from 'react';
import { DemoNotice } from '../alerts/DemoNotice.tsx';
import { useSessionUpkeep } from '../auth/use-session-upkeep.ts';
import { MailingListForm } from '../mailing/MailingListForm.tsx';
import { usePublicOutbox } from '../outbox/use-public-outbox.ts';
import { UpdatePrompt } from '../pwa/UpdatePrompt.tsx';
import { Toaster } from '../toasts/Toaster.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { SessionEndedBanner } from './SessionEndedBanner.tsx';
import { SkipLink } from './SkipLink.tsx';
import { useFocusOnNavigate } from './use-focus-on-navigate.ts';

export function RootLayout() {
  const main = useRef<HTMLElement>(null);
  useFocusOnNavigate(main);
  useSessionUpkeep();
  usePublicOutbox();

  return (
    <div className="app">
      <SkipLink />
      <Header />
      <DemoNotice />
      <SessionEndedBanner />
      <main id="main" ref={main} tabIndex={-1} className="site-main">
        <Outlet />
      </main>
      <Footer signup={<MailingListForm variant="footer" />} />
      <Toaster />
      <UpdatePrompt />
    </div>
  );
}
