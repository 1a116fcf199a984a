import {
  displayName,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  messages,
  NAME_MAX_LENGTH,
  profileMessages,
  type Profile,
  type ProfileUpdate,
} from '@ai-map/contracts';
import { errorDetail, firstFieldError } from '../../../shared/api/api-error';
import { WarningIcon } from '../../../shared/ui/icons';
import { Personalization } from '../../preferences';
import { useUpdateProfile } from '../api/update-profile';
import { EditableField } from './editable-field';
import { ProfilePhoto } from './profile-photo';
import styles from './settings.module.css';

/** General settings: photo, name and e-mail, then Personalization (spec 000 §2). */
export function GeneralTab({ profile }: { profile: Profile }) {
  const update = useUpdateProfile();

  /** Sends just the one changed field; answers with the message to show if it was refused. */
  const save = async (changes: ProfileUpdate, field: keyof ProfileUpdate) => {
    try {
      await update.mutateAsync(changes);
      return undefined;
    } catch (error) {
      return firstFieldError(error, field) ?? errorDetail(error);
    }
  };

  return (
    <>
      <h3>General</h3>
      <ProfilePhoto profile={profile} name={displayName(profile)} />
      <div className={styles.fields}>
        <EditableField
          label="Name"
          value={profile.name}
          autoComplete="name"
          maxLength={NAME_MAX_LENGTH}
          emptyMessage={profileMessages.nameEmpty}
          onSave={(name) => save({ name }, 'name')}
        />
        <EditableField
          label="Email"
          type="email"
          autoComplete="email"
          maxLength={EMAIL_MAX_LENGTH}
          value={profile.email}
          validate={(email) => (EMAIL_PATTERN.test(email) ? undefined : messages.invalidEmail)}
          onSave={(email) => save({ email }, 'email')}
        >
          {!profile.email_confirmed && (
            <span className={styles.note}>
              <WarningIcon size={14} />
              E-mail not confirmed
            </span>
          )}
        </EditableField>
      </div>
      <Personalization />
    </>
  );
}
