import "server-only";
import { Readable } from "node:stream";
import type { ReadableStream as NodeWebStream } from "node:stream/web";
import busboy from "busboy";
import { AppError } from "@/server/errors";

/** One file of a multipart body, read whole (it is within its limit). */
export type ReceivedFile = { name: string; bytes: Uint8Array };

type Limits = {
  maxFileBytes: number;
  maxFiles: number;
  /** The AppError for a file over maxFileBytes (it names the file and the limit). */
  tooLarge: (name: string) => AppError;
  tooMany: () => AppError;
  notMultipart: () => AppError;
};

/**
 * Streams a multipart/form-data body through busboy and collects its files, refusing as soon as
 * one passes its size limit or there are too many: the rest of the body is never read, so an
 * oversized upload never sits in memory or on disk. Text fields are ignored.
 */
export function readMultipartFiles(req: Request, limits: Limits): Promise<ReceivedFile[]> {
  const type = req.headers.get("content-type") ?? "";
  if (!type.toLowerCase().startsWith("multipart/form-data") || !req.body) return Promise.reject(limits.notMultipart());
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      // fileSize + 1: busboy stops at the limit and flags it, so a file of exactly the limit passes.
      // defParamCharset: browsers send a file name as raw UTF-8 in the part's header; busboy
      // reads header parameters as Latin-1 unless told ("Guía" became "GuÃ­a").
      parser = busboy({
        headers: { "content-type": type },
        defParamCharset: "utf8",
        limits: { fileSize: limits.maxFileBytes + 1, files: limits.maxFiles, fields: 20, parts: limits.maxFiles + 20 },
      });
    } catch {
      reject(limits.notMultipart());
      return;
    }
    const body = Readable.fromWeb(req.body as unknown as NodeWebStream<Uint8Array>);
    const files: ReceivedFile[] = [];
    let failed = false;
    const fail = (error: AppError) => {
      if (failed) return;
      failed = true;
      body.unpipe(parser);
      body.destroy();
      reject(error);
    };
    parser.on("file", (_field, stream, info) => {
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on("data", (chunk: Buffer) => {
        size += chunk.byteLength;
        if (size > limits.maxFileBytes) {
          stream.resume();
          fail(limits.tooLarge(info.filename ?? "file"));
        } else chunks.push(chunk);
      });
      stream.on("end", () => {
        if (!failed) files.push({ name: info.filename ?? "file", bytes: new Uint8Array(Buffer.concat(chunks)) });
      });
    });
    parser.on("filesLimit", () => fail(limits.tooMany()));
    parser.on("error", () => fail(limits.notMultipart()));
    parser.on("close", () => {
      if (!failed) resolve(files);
    });
    body.on("error", () => fail(limits.notMultipart()));
    body.pipe(parser);
  });
}
