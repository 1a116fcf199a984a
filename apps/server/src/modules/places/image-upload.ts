import type { FastifyRequest } from 'fastify';
import { fieldError } from '../../lib/http-error';

/**
 * Reads the one photo of a multipart upload from the field `image` (attractions and shops share
 * it); the type and size checks happen in the service (`checkedImage`) and in @fastify/multipart.
 */
export async function readImageUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart())
    throw fieldError({ image: ['Send the photo as multipart/form-data.'] });
  const file = await request.file();
  if (!file || file.fieldname !== 'image')
    throw fieldError({ image: ['Attach the photo in the field "image".'] });
  return file.toBuffer();
}

export const IMAGE_UPLOAD_DESCRIPTION =
  'Multipart upload of one photo in the field `image` (JPEG, PNG, WebP or GIF, at most 5 MB).';
