import type { AppPath } from '../../app-paths.ts';

// 24 × 24 outline glyphs for the tab bar, drawn with the tab's text colour; the label beside each says it.
const glyphs: Partial<Record<AppPath, string>> = {
  '/': 'M3 11.5 12 4l9 7.5M5.5 9.5V20h5v-5.5h3V20h5V9.5',
  '/user-blogs':
    'M4 5.5C6.5 4 9.5 4 12 5.5v14c-2.5-1.5-5.5-1.5-8 0ZM12 5.5c2.5-1.5 5.5-1.5 8 0v14c-2.5-1.5-5.5-1.5-8 0',
  '/new-blog': 'M12 8v8M8 12h8M5 4h14a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1Z',
  '/tasks': 'M4 6.5 5.5 8 8 5M4 12.5 5.5 14 8 11M4 18.5 5.5 20 8 17M11 6.5h9M11 12.5h9M11 18.5h9',
};

export function TabIcon({ to }: { to: AppPath }) {
  return (
    <svg className="tab-bar__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={glyphs[to] ?? ''} />
    </svg>
  );
}
