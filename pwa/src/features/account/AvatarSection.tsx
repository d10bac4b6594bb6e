import { type ChangeEvent, type FormEvent, useId, useRef, useState } from 'react';
import { updateSessionUser } from '../../state/session.ts';
import { isImageFile } from '../forms/image-files.ts';
import { useObjectUrl } from '../forms/use-object-urls.ts';
import { avatarSrc } from '../layout/avatar.ts';
import { AccountSection } from './AccountSection.tsx';
import { uploadAvatar } from './account-api.ts';
import { useAccountAction } from './use-account-action.ts';

export function AvatarSection({ avatar }: { avatar: string }) {
  const [file, setFile] = useState<File | null>(null);
  const preview = useObjectUrl(file);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const { message, pending, run, show } = useAccountAction();

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    if (chosen && !isImageFile(chosen)) {
      event.target.value = '';
      setFile(null);
      show('Please choose an image file');
      return;
    }
    setFile(chosen);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    void run(async () => {
      const { updatedUser } = await uploadAvatar(file);
      updateSessionUser(updatedUser);
      setFile(null);
      if (input.current) input.current.value = '';
      return 'your avatar was updated';
    });
  };

  return (
    <AccountSection title="avatar" message={message}>
      <form className="form avatar-form" noValidate onSubmit={submit}>
        <img
          className="avatar avatar--large"
          src={preview ?? avatarSrc(avatar)}
          alt={preview ? 'preview of your new avatar' : 'your avatar'}
          width={96}
          height={96}
        />
        <div className="field">
          <label htmlFor={inputId}>choose an image</label>
          <input id={inputId} ref={input} type="file" name="file" accept="image/*" onChange={choose} />
        </div>
        <button type="submit" className="button" disabled={!file || pending}>
          {pending ? 'uploading...' : 'upload avatar'}
        </button>
      </form>
    </AccountSection>
  );
}
