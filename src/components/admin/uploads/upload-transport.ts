"use client";

import type { StorageFolder } from "@/lib/uploads";
import type { UploadRouter } from "@/server/http/uploadthing-router";

/** Which way files travel: POST /api/uploads (local disk) or straight to UploadThing. Picked by the server. */
export type UploadTransport = "local" | "uploadthing";

export type UploadOutcome = { ok: true; key: string | null } | { ok: false; message: string };

/**
 * One file to POST /api/uploads with XMLHttpRequest, whose upload events report progress
 * (fetch has no upload progress). The server's `{ error }` text is the failure's message.
 */
function uploadLocal(folder: StorageFolder, file: File, onProgress: (percent: number) => void): Promise<UploadOutcome> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `/api/uploads?folder=${folder}`);
    xhr.responseType = "json";
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      const body = xhr.response as { error?: string; files?: { key: string }[] } | null;
      if (xhr.status === 201) return resolve({ ok: true, key: body?.files?.[0]?.key ?? null });
      resolve({ ok: false, message: body?.error ?? `The server answered ${xhr.status}.` });
    };
    xhr.onerror = () => resolve({ ok: false, message: "The upload was interrupted. Check your connection and try again." });
    const form = new FormData();
    form.append("files", file, file.name);
    xhr.send(form);
  });
}

/** One file through UploadThing's client (loaded only when UploadThing is the store). */
async function uploadViaUploadThing(folder: StorageFolder, file: File, onProgress: (percent: number) => void): Promise<UploadOutcome> {
  const { genUploader } = await import("uploadthing/client");
  const { uploadFiles } = genUploader<UploadRouter>({ url: "/api/uploadthing", package: "uploadthing" });
  try {
    const [uploaded] = await uploadFiles(folder, { files: [file], onUploadProgress: ({ progress }) => onProgress(progress) });
    const result = uploaded?.serverData as { key: string | null; error: string | null } | undefined;
    return result?.key ? { ok: true, key: result.key } : { ok: false, message: result?.error ?? "The upload was not recorded." };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}

/** Uploads one file by the transport the server picked, reporting its progress (0–100). */
export const uploadFile = (transport: UploadTransport, folder: StorageFolder, file: File, onProgress: (percent: number) => void) =>
  transport === "uploadthing" ? uploadViaUploadThing(folder, file, onProgress) : uploadLocal(folder, file, onProgress);
