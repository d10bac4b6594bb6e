import { useOnline } from '../../pwa/use-online.ts';
import { FormAlert } from '../alerts/FormAlert.tsx';
import { AppLink } from '../layout/AppLink.tsx';
import { OfflineNote } from './OfflineNote.tsx';
import { RegisterForm } from './RegisterForm.tsx';
import { useRegister } from './use-register.ts';

export function RegisterPage() {
  const online = useOnline();
  const { message, pending, submit } = useRegister();

  return (
    <div className="page page--form">
      <h1>register</h1>
      {!online && <OfflineNote action="Registering" />}
      <FormAlert message={message} />
      <RegisterForm pending={pending} disabled={!online} onSubmit={(values) => void submit(values)} />
      <p className="form-aside">
        Already have an account? <AppLink to="/sign-in">login</AppLink>
      </p>
    </div>
  );
}
