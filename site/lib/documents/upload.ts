import type { PresignedUpload } from '../../../shared/documents/rules';

/** Why an upload to S3 failed: refused by the bucket's policy (an XML error), or the network. */
export class UploadError extends Error {
  override name = 'UploadError';
  constructor(
    readonly reason: 'refused' | 'network',
    readonly s3Code?: string,
  ) {
    super(s3Code ?? reason);
  }
}

/** The `<Code>` of an S3 XML error body, if it has one. */
export function s3ErrorCode(body: string): string | undefined {
  return /<Code>([^<]+)<\/Code>/.exec(body)?.[1];
}

/**
 * Posts a file to S3 with a presigned POST (fields first, the file last), reporting real progress
 * from `XMLHttpRequest.upload.onprogress`. Resolves when S3 accepted the object.
 */
export function uploadToS3(
  upload: PresignedUpload,
  file: Blob,
  onProgress: (percent: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
    form.append('file', file);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', upload.url);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress(Math.floor((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve();
      } else {
        reject(new UploadError('refused', s3ErrorCode(xhr.responseText)));
      }
    };
    xhr.onerror = () => reject(new UploadError('network'));
    xhr.onabort = () => reject(new UploadError('network'));
    xhr.send(form);
  });
}
