import { logoMaxBytes, logoMaxPixels } from '@daftar/contracts/endpoints/company-profile';

/** Why a picked file cannot be the logo, as the API's codes (the same texts show). */
export type LogoRefusal = 'LOGO_NOT_AN_IMAGE' | 'LOGO_TOO_LARGE';

/** The file the user picked: a PNG or JPEG of at most 1 MB (issue 18), refused before anything is read otherwise. */
export function logoFileRefusal(file: Pick<File, 'type' | 'size'>): LogoRefusal | null {
  if (file.type !== 'image/png' && file.type !== 'image/jpeg') return 'LOGO_NOT_AN_IMAGE';
  return file.size > logoMaxBytes ? 'LOGO_TOO_LARGE' : null;
}

/** The size a picture is drawn at: its own when it fits in 256 × 256, else scaled down keeping its shape. */
export function fittedSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, logoMaxPixels / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * The picked image, decoded by the browser and redrawn at most 256 px a side, as a data URL of its own type (a
 * PNG keeps its transparency). A file the browser cannot decode is not an image.
 */
export async function shrinkLogo(file: File): Promise<string> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new Error('LOGO_NOT_AN_IMAGE');
  }
  const size = fittedSize(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('LOGO_NOT_AN_IMAGE');
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  bitmap.close();
  return canvas.toDataURL(file.type, 0.9);
}
