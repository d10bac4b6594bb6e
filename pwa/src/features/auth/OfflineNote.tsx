/** Said up front on screens whose only job needs the server (signing in, registering). */
export function OfflineNote({ action }: { action: string }) {
  return (
    <p className="note note--offline" role="status">
      You are offline. {action} needs a connection; the rest of the app keeps working offline.
    </p>
  );
}
