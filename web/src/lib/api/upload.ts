import { ApiError } from './api-error';
import { bearerToken } from './bearer';

/**
 * Uploads a file as the multipart field `file` with the bearer token and reports progress (SPEC §9): the transfer
 * counts for the first 80 %, the server's processing (checking, resizing) for the rest, done when it answers.
 * fetch cannot report upload progress, so this uses XMLHttpRequest.
 */
export function uploadFile<T>(url: string, file: File, onProgress: (percent: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    const token = bearerToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 80));
    };
    xhr.upload.onload = () => onProgress(80);
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = xhr.responseText;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve(body as T);
      } else reject(new ApiError(xhr.status, body));
    };
    xhr.onerror = () => reject(new ApiError(0, { message: 'The upload did not reach the server.' }));
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}
