// Uploads one file to POST /v1/kb/documents with XMLHttpRequest, whose upload events give a progress bar.
import { ApiError } from './api-client';
import type { UploadResult } from './api-types';

export function uploadDocument(key: string, file: File, visibility: string, onProgress: (fraction: number) => void): Promise<UploadResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const query = new URLSearchParams({ filename: file.name, visibility });
    xhr.open('POST', `/v1/kb/documents?${query.toString()}`);
    xhr.setRequestHeader('Authorization', `Bearer ${key}`);
    xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK', 'the upload failed: the server could not be reached'));
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // handled below
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve(body as UploadResult);
        return;
      }
      const error = (body as { error?: { code?: string; message?: string; field?: string; hint?: string } } | null)?.error;
      reject(new ApiError(xhr.status, error?.code ?? `HTTP_${xhr.status}`, error?.message ?? 'the upload failed', error?.field, error?.hint));
    };
    xhr.send(file);
  });
}
