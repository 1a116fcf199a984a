import type { Profile, ProfileUpdate } from '@ai-map/contracts';
import { serverMessages } from '@ai-map/contracts';
import type { AppContext } from '../../app-context';
import { fieldError } from '../../lib/http-error';
import { isUniqueViolation } from '../../lib/unique-violation';
import * as authRepo from '../auth/auth.repository';
import type { UserRow } from '../auth/auth.repository';
import { sendEmailConfirmation } from '../auth/auth.service';
import { checkedImage } from '../../lib/image-type';
import { deleteMedia, saveMedia } from '../../lib/media-store';
import { subscriptionStatus } from '../plans/plans.service';
import { presentProfile } from './profile.presenter';
import type { ProfileChanges } from './profile.repository';
import { updateUser } from './profile.repository';

export type ImageField = 'photo' | 'background_image';
export interface ImageUpload {
  field: ImageField;
  content: Buffer;
}

export async function getProfile(ctx: AppContext, user: UserRow): Promise<Profile> {
  return presentProfile(user, await subscriptionStatus(ctx, user.id));
}

/**
 * Applies a partial update: text fields and/or images. A changed e-mail must be free, becomes
 * unconfirmed and gets a confirmation link. Replaced images are deleted after the row is saved.
 */
export async function updateProfile(
  ctx: AppContext,
  user: UserRow,
  fields: ProfileUpdate,
  images: ImageUpload[],
): Promise<Profile> {
  const changes: ProfileChanges = {};
  if (fields.name !== undefined && fields.name !== user.name) changes.name = fields.name;
  const emailChanged = fields.email !== undefined && fields.email !== user.email;
  if (emailChanged) {
    const owner = await authRepo.findUserByEmail(ctx.db, fields.email!);
    if (owner && owner.id !== user.id) throw fieldError({ email: [serverMessages.emailInUse] });
    changes.email = fields.email!;
    changes.emailConfirmed = false;
  }

  const checked = images.map((upload) => ({
    upload,
    type: checkedImage(upload.content, upload.field),
  }));
  const stored: string[] = [];
  for (const { upload, type } of checked) {
    const file = await saveMedia(
      ctx.config.dataDir,
      upload.field === 'photo' ? 'avatars' : 'backgrounds',
      type.ext,
      upload.content,
    );
    stored.push(file);
    if (upload.field === 'photo') changes.photo = file;
    else changes.backgroundImage = file;
  }

  if (Object.keys(changes).length === 0) return getProfile(ctx, user);
  let updated: UserRow;
  try {
    updated = await updateUser(ctx.db, user.id, changes);
  } catch (error) {
    await Promise.all(stored.map((file) => deleteMedia(ctx.config.dataDir, file)));
    if (isUniqueViolation(error)) throw fieldError({ email: [serverMessages.emailInUse] });
    throw error;
  }
  if (changes.photo) await deleteMedia(ctx.config.dataDir, user.photo);
  if (changes.backgroundImage) await deleteMedia(ctx.config.dataDir, user.backgroundImage);
  if (emailChanged) {
    try {
      await sendEmailConfirmation(ctx, updated);
    } catch (error) {
      ctx.log.error({ err: error }, 'could not send the confirmation e-mail');
    }
  }
  return getProfile(ctx, updated);
}
