/**
 * SPEC §8: the admin user dialogs' refusals show in a grey banner. The alert container stays rendered so
 * the message is announced when it appears.
 */
export function UserBanner({ text }: { text: string | null }) {
  return (
    <div role="alert" className="user-banner-slot">
      {text !== null && <p className="user-banner">{text}</p>}
    </div>
  );
}
