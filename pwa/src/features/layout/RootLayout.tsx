import { Outlet } from '@tanstack/react-router';
import { useRef } from 'react';
import { UpdatePrompt } from '../pwa/UpdatePrompt.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { SkipLink } from './SkipLink.tsx';
import { useFocusOnNavigate } from './use-focus-on-navigate.ts';

export function RootLayout() {
  const main = useRef<HTMLElement>(null);
  useFocusOnNavigate(main);

  return (
    <div className="app">
      <SkipLink />
      <Header />
      <main id="main" ref={main} tabIndex={-1} className="site-main">
        <Outlet />
      </main>
      <Footer />
      <UpdatePrompt />
    </div>
  );
}
