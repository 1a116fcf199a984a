import { PHOTO_MAX_BYTES, PHOTO_TYPES, type Profile } from '@ai-map/contracts';
import { type ChangeEvent, useRef } from 'react';
import { errorDetail } from '../../../shared/api/api-error';
import { Avatar } from '../../../shared/ui/avatar';
import { Button } from '../../../shared/ui/button';
import { CameraIcon } from '../../../shared/ui/icons';
import { toast } from '../../../shared/ui/toast/toast-store';
import { useUpdateProfilePhoto } from '../api/update-profile-photo';
import styles from './settings.module.css';

const maxMegabytes = Math.round(PHOTO_MAX_BYTES / (1024 * 1024));
const acceptedTypes: readonly string[] = PHOTO_TYPES;

/** Why a file cannot be a profile photo, checked before uploading; nothing if it can. */
function photoProblem(file: File): string | undefined {
  if (!acceptedTypes.includes(file.type)) {
    return 'Please choose a JPEG, PNG, WebP or GIF image.';
  }
  if (file.size > PHOTO_MAX_BYTES) {
    return `This photo is too large. Please choose an image of at most ${maxMegabytes} MB.`;
  }
  return undefined;
}

export function ProfilePhoto({ profile, name }: { profile: Profile; name: string }) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUpdateProfilePhoto();

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Clearing the input lets the same file be picked again after a failure.
    event.target.value = '';
    if (!file) return;
    const problem = photoProblem(file);
    if (problem) {
      toast.error(problem);
      return;
    }
    upload.mutate(file, {
      onSuccess: () => toast.success('Your profile photo has been updated.'),
      onError: (error) => toast.error(errorDetail(error)),
    });
  };

  return (
    <div className={styles.photoRow}>
      <Avatar name={name} photo={profile.photo} size={72} />
      <div>
        <Button
          variant="secondary"
          loading={upload.isPending}
          onClick={() => input.current?.click()}
        >
          <CameraIcon size={18} />
          Change photo
        </Button>
        <p>JPEG, PNG, WebP or GIF, up to {maxMegabytes} MB.</p>
        <input
          ref={input}
          type="file"
          accept={PHOTO_TYPES.join(',')}
          className="visually-hidden"
          tabIndex={-1}
          aria-label="Profile photo"
          onChange={onChange}
        />
      </div>
    </div>
  );
}
