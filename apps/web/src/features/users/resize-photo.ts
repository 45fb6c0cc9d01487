import { PHOTO_MAX_BYTES } from '@clinic/domain';

export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp';
const AVATAR_SIZE = 256;

/** Bytes a base64 data URL carries. */
export function dataUrlBytes(dataUrl: string): number {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  return Math.floor((base64.length * 3) / 4) - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0);
}

/**
 * Shrinks a picked image to the 256×256 avatar the server stores: centre-cropped to a square,
 * drawn on a white background (PNG transparency would turn black in JPEG), saved as JPEG.
 * Rejects when the file is not an image the browser can decode, or the result is too big.
 */
export async function toAvatarDataUrl(file: File): Promise<string> {
  if (!PHOTO_ACCEPT.split(',').includes(file.type)) throw new Error('unsupported image type');
  const bitmap = await createImageBitmap(file);
  try {
    const side = Math.min(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = AVATAR_SIZE;
    canvas.height = AVATAR_SIZE;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2D canvas');
    context.imageSmoothingQuality = 'high';
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, AVATAR_SIZE, AVATAR_SIZE);
    context.drawImage(bitmap, (bitmap.width - side) / 2, (bitmap.height - side) / 2, side, side, 0, 0, AVATAR_SIZE, AVATAR_SIZE);
    const dataUrl = canvas.toDataURL('image/jpeg', 0.85);
    if (dataUrlBytes(dataUrl) > PHOTO_MAX_BYTES) throw new RangeError('photo too large');
    return dataUrl;
  } finally {
    bitmap.close();
  }
}
