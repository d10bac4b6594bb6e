// The paper-plane mark of scripts/make-icons.mjs, inline so it needs no request and inherits sizing.
export function LogoMark() {
  return (
    <svg className="logo-mark" viewBox="0 0 100 100" aria-hidden="true" focusable="false">
      <rect width="100" height="100" rx="22" fill="#0e6e73" />
      <path
        d="M21 76c7-1 12-4 16-8"
        fill="none"
        stroke="#f4a259"
        strokeWidth="4"
        strokeLinecap="round"
        strokeDasharray="1 7"
      />
      <path d="M18 47 82 22 46 57Z" fill="#ffffff" />
      <path d="M46 57 82 22 63 79Z" fill="#d7efed" />
      <path d="M46 57 50 73 56 64Z" fill="#a9d8d4" />
    </svg>
  );
}
