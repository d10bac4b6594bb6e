import { useOnline } from '../../pwa/use-online.ts';
import { FormAlert } from '../alerts/FormAlert.tsx';
import { AppLink } from '../layout/AppLink.tsx';
import { OfflineNote } from './OfflineNote.tsx';
import { RegisterForm } from './RegisterForm.tsx';
import { registerPrefill } from './register-prefill.ts';
import { useDemoEmail } from './use-demo-email.ts';
import { useRegister } from './use-register.ts';

export function RegisterPage() {
  const online = useOnline();
  const demoEmail = useDemoEmail(true);
  const { message, pending, submit, edited } = useRegister(demoEmail);

  return (
    <div className="page page--form">
      <h1>register</h1>
      {!online && <OfflineNote action="Registering" />}
      <RegisterForm
        prefill={registerPrefill(demoEmail)}
        pending={pending}
        disabled={!online}
        onSubmit={(values) => void submit(values)}
        onEdit={edited}
      />
      {/* Below the form, by the button just pressed: on a phone the top of the form is off-screen. */}
      <FormAlert message={message} />
      <p className="form-aside">
        Already have an account? <AppLink to="/sign-in">login</AppLink>
      </p>
    </div>
  );
}
