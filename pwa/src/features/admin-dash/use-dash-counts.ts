import {
  ADMIN_BLOGS_PATH,
  ADMIN_USERS_PATH,
  MESSAGES_PATH,
  SENT_EMAILS_PATH,
  SIGNUPS_PATH,
} from '../admin/admin-paths.ts';
import type { CountKey } from './dash-tiles.ts';
import { useCount } from './use-count.ts';
import { useShownAgain } from './use-shown-again.ts';

export interface DashCounts {
  counts: Record<CountKey, number | null>;
  /** SPEC §2: the dashboard shows the error page when the user fetch fails. */
  usersError: string | null;
  offline: boolean;
  reload: () => void;
}

/** The dashboard's five counts, asked again when the page is shown again or the network returns. */
export function useDashCounts(): DashCounts {
  const blogs = useCount(ADMIN_BLOGS_PATH);
  const users = useCount(ADMIN_USERS_PATH);
  const sent = useCount(SENT_EMAILS_PATH);
  const signups = useCount(SIGNUPS_PATH);
  const messages = useCount(MESSAGES_PATH);
  const all = [blogs, users, sent, signups, messages];
  const reload = () => {
    for (const count of all) count.reload();
  };
  useShownAgain(reload);
  return {
    counts: {
      blogs: blogs.count,
      users: users.count,
      sent: sent.count,
      signups: signups.count,
      messages: messages.count,
    },
    usersError: users.error,
    offline: all.some((count) => count.offline),
    reload,
  };
}
