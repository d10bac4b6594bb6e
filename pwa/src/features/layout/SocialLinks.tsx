// Brand glyphs drawn as simple 24 × 24 outlines; each link's name is visually hidden text.
const networks = [
  {
    name: 'Instagram',
    href: 'https://www.instagram.com/',
    icon: (
      <>
        <rect x="3" y="3" width="18" height="18" rx="5" />
        <circle cx="12" cy="12" r="4" />
        <circle cx="17.5" cy="6.5" r="1" className="social__dot" />
      </>
    ),
  },
  {
    name: 'Facebook',
    href: 'https://www.facebook.com/',
    icon: <path d="M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v6h4v-6h3l1-4h-4V8.5a.5.5 0 0 1 .5-.5Z" />,
  },
  {
    name: 'YouTube',
    href: 'https://www.youtube.com/',
    icon: (
      <>
        <rect x="2" y="5" width="20" height="14" rx="4" />
        <path d="m10 9 5 3-5 3Z" className="social__dot" />
      </>
    ),
  },
  {
    name: 'X',
    href: 'https://x.com/',
    icon: <path d="M4 4l16 16M20 4 4 20" />,
  },
];

export function SocialLinks() {
  return (
    <ul className="social" aria-label="follow us">
      {networks.map((network) => (
        <li key={network.name}>
          <a href={network.href} rel="noopener noreferrer">
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              {network.icon}
            </svg>
            <span className="visually-hidden">Travel Blog on {network.name}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
