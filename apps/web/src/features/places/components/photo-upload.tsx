import { PHOTO_MAX_BYTES, PHOTO_TYPES, type PlaceImage } from '@ai-map/contracts';
import type { UseMutationResult } from '@tanstack/react-query';
import { type ChangeEvent, useRef } from 'react';
import { errorDetail } from '../../../shared/api/api-error';
import { Button } from '../../../shared/ui/button';
import { CameraIcon } from '../../../shared/ui/icons';
import { toast } from '../../../shared/ui/toast/toast-store';
import { photoProblem } from '../lib/photo-check';

const maxMegabytes = Math.round(PHOTO_MAX_BYTES / (1024 * 1024));

/**
 * "Add photo" for signed-in users: type and size checked before the upload, as for avatars. The
 * upload is the page's own call (attraction or shop photos).
 */
export function PhotoUpload({ upload }: { upload: UseMutationResult<PlaceImage, Error, File> }) {
  const input = useRef<HTMLInputElement>(null);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = photoProblem(file);
    if (problem) {
      toast.error(problem);
      return;
    }
    upload.mutate(file, {
      onSuccess: (image) => {
        toast.success(
          image.is_published
            ? 'Thank you! Your photo has been added.'
            : 'Thank you! Your photo will show once it has been reviewed.',
        );
      },
      onError: (error) => toast.error(errorDetail(error)),
    });
  };

  return (
    <>
      <Button variant="secondary" loading={upload.isPending} onClick={() => input.current?.click()}>
        <CameraIcon size={18} />
        Add photo
      </Button>
      <input
        ref={input}
        type="file"
        accept={PHOTO_TYPES.join(',')}
        className="visually-hidden"
        tabIndex={-1}
        aria-label={`Photo (JPEG, PNG, WebP or GIF, up to ${maxMegabytes} MB)`}
        onChange={onChange}
      />
    </>
  );
}
