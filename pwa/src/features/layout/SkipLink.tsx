/**
 * Lets keyboard users jump past the header. A button that focuses <main> rather than a link to #main:
 * following the fragment would add a history entry that the router treats as a navigation.
 */
export function SkipLink() {
  const onClick = () => {
    // focus() also scrolls the region into view.
    document.getElementById('main')?.focus();
  };

  return (
    <button type="button" className="skip-link" onClick={onClick}>
      skip to content
    </button>
  );
}
