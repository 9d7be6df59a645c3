import { describe, expect, it } from "vitest";
import { AppError } from "@/server/errors";
import { readMultipartFiles } from "./multipart";

const limits = {
  maxFileBytes: 1024,
  maxFiles: 2,
  tooLarge: (name: string) => new AppError("TOO_LARGE", `${name} is too large`),
  tooMany: () => new AppError("BAD_INPUT", "too many"),
  notMultipart: () => new AppError("BAD_INPUT", "not multipart"),
};

describe("readMultipartFiles", () => {
  it("keeps a UTF-8 file name as typed (browsers send it raw in the part's header)", async () => {
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array([1, 2, 3])]), "Guía fértil 😀.png");
    const files = await readMultipartFiles(new Request("http://localhost/api/uploads", { method: "POST", body: form }), limits);
    expect(files.map((f) => [f.name, f.bytes.byteLength])).toEqual([["Guía fértil 😀.png", 3]]);
  });

  it("reads an RFC 5987 filename* too", async () => {
    const boundary = "----b";
    const body = [
      `--${boundary}`,
      `Content-Disposition: form-data; name="file"; filename*=UTF-8''Gu%C3%ADa%20%F0%9F%98%80.png`,
      "Content-Type: image/png",
      "",
      "abc",
      `--${boundary}--`,
      "",
    ].join("\r\n");
    const req = new Request("http://localhost/api/uploads", {
      method: "POST",
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
      body,
    });
    expect((await readMultipartFiles(req, limits)).map((f) => f.name)).toEqual(["Guía 😀.png"]);
  });
});
