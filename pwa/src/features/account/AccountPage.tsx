import { useSnapshot } from 'valtio';
import { session } from '../../state/session.ts';
import { AccountSummary } from './AccountSummary.tsx';
import { AvatarSection } from './AvatarSection.tsx';
import { ChangeEmailSection } from './ChangeEmailSection.tsx';
import { ChangeNameSection } from './ChangeNameSection.tsx';
import { ChangePasswordSection } from './ChangePasswordSection.tsx';
import { DeleteAccountSection } from './DeleteAccountSection.tsx';
import { ExportSection } from './ExportSection.tsx';
import { StorageSection } from './StorageSection.tsx';

export function AccountPage() {
  const { user } = useSnapshot(session);
  // The guard keeps visitors out; this covers the moment between signing out and leaving the page.
  if (!user) return null;

  return (
    <div className="page page--narrow account">
      <h1>my account</h1>
      <AccountSummary user={user} />
      <div className="account__sections">
        <AvatarSection avatar={user.avatar} />
        <ChangeNameSection />
        <ChangeEmailSection />
        <ChangePasswordSection />
        <StorageSection />
        <ExportSection />
        <DeleteAccountSection user={user} />
      </div>
    </div>
  );
}
