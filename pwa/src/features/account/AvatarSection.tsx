import { type FormEvent, useState } from 'react';
import { updateSessionUser } from '../../state/session.ts';
import { ImagePickButton } from '../forms/ImagePickButton.tsx';
import { isImageFile } from '../forms/image-files.ts';
import { useFileDrop } from '../forms/use-file-drop.ts';
import { useObjectUrl } from '../forms/use-object-urls.ts';
import { avatarSrc } from '../layout/avatar.ts';
import { AccountSection } from './AccountSection.tsx';
import { uploadAvatar } from './account-api.ts';
import { useAccountAction } from './use-account-action.ts';

/**
 * The avatar: choose an image (on a phone, or take a selfie; on a desktop, or drop one on the form), see
 * it in place of the current one, then upload it. "remove" goes back to the current avatar.
 */
export function AvatarSection({ avatar }: { avatar: string }) {
  const [file, setFile] = useState<File | null>(null);
  const preview = useObjectUrl(file);
  const { message, pending, run, show } = useAccountAction();

  const choose = ([chosen]: File[]) => {
    if (!chosen) return;
    if (!isImageFile(chosen)) {
      setFile(null);
      show('Please choose an image file');
      return;
    }
    setFile(chosen);
  };
  const drop = useFileDrop(choose);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    void run(async () => {
      const { updatedUser } = await uploadAvatar(file);
      updateSessionUser(updatedUser);
      setFile(null);
      return 'your avatar was updated';
    });
  };

  return (
    <AccountSection title="avatar" message={message}>
      <form
        className={drop.over ? 'form avatar-form avatar-form--over' : 'form avatar-form'}
        noValidate
        onSubmit={submit}
        {...drop.handlers}
      >
        <img
          className="avatar avatar--large"
          src={preview ?? avatarSrc(avatar)}
          alt={preview ? 'preview of your new avatar' : 'your avatar'}
          width={96}
          height={96}
        />
        {file && (
          <p className="avatar-form__chosen">
            <span className="image-picker__name">{file.name}</span>
            <button
              type="button"
              className="button button--quiet"
              aria-label={`remove ${file.name}`}
              onClick={() => setFile(null)}
            >
              remove
            </button>
          </p>
        )}
        <div className="image-picker__buttons">
          <ImagePickButton label="choose an image" inputName="file" onFiles={choose} />
          <ImagePickButton
            label="take photo"
            name="take photo for your avatar"
            capture="user"
            className="button button--quiet image-picker__camera"
            onFiles={choose}
          />
          <p className="image-picker__drop">or drop one here</p>
        </div>
        <button type="submit" className="button" disabled={!file || pending}>
          {pending ? 'uploading...' : 'upload avatar'}
        </button>
      </form>
    </AccountSection>
  );
}
