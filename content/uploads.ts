/** Copy for the post editor's featured image upload. */
export const uploadCopy = {
  label: 'Featured image',
  hint: 'JPEG, PNG, WebP or AVIF, up to 5 MB. Drop a file here or choose one; it is resized to 1600 px wide at most and saved as WebP without camera data.',
  choose: 'Choose image',
  replace: 'Replace image',
  uploading: 'Uploading…',
  remove: 'Remove image',
  previewAlt: 'Preview of the featured image',
  uploaded: 'Image uploaded. Save the post to use it.',
  empty: 'The file is empty. Choose an image file.',
  tooLarge: 'The image is larger than 5 MB. Choose a smaller file.',
  wrongType: 'This file is not a JPEG, PNG, WebP or AVIF image. Choose an image file.',
  corrupt: 'This image could not be read; the file may be damaged. Try exporting it again.',
  failed: 'The image could not be uploaded. Check your connection and try again.',
  /** Storage (Supabase) did not answer, or answered with an error of its own. */
  storageUnreachable: 'Image storage cannot be reached right now, so the image was not saved. Try again in a minute; everything else in the post is still here.',
  /** Storage answered but refused (a wrong key, a missing bucket): waiting will not help. */
  storageRefused: 'Image storage refused the image, so it was not saved. Ask whoever runs the site to check the image storage settings.',
  signedOut: 'Your session has ended. Sign in again in another tab, then upload the image again.',
  /** {count}: UPLOAD_RATE_LIMIT; {wait}: 'in 4 minutes'. */
  tooMany: 'You have uploaded {count} images in the last 10 minutes, the most one person may. Try again {wait}.',
  /** {limit}: UPLOADS_MAX_TOTAL_MB. */
  full: 'Uploaded images have reached their total limit of {limit} MB. Images no post uses are deleted once they are 7 days old; until then, reuse an image or ask whoever runs the site to raise UPLOADS_MAX_TOTAL_MB.',
} as const;
