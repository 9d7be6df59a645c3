// A local stand-in for UploadThing's servers (ingest, API and file CDN) on one port, for the
// offline tests of the UploadThing adapter and file router. It speaks what uploadthing 7.7.4
// sends: presigned PUTs to the ingest (their signature checked), /route-metadata, the signed
// callback to the app's file route, /callback-result, /v6/listFiles, /v6/deleteFiles, and
// signed file URLs at /a/<appId>/<key or customId>.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

type StoredUpload = {
  key: string;
  customId: string | null;
  name: string;
  size: number;
  type: string;
  acl: string;
  bytes: Buffer;
  uploadedAt: number;
};
type RouteMetadata = { metadata: unknown; callbackUrl: string; callbackSlug: string };

export type FakeUploadThing = {
  token: string;
  apiKey: string;
  appId: string;
  /** Ingest and API base URL. */
  url: string;
  /** The ufsHost to configure ("localhost:<port>", spoken to over http, app id in the path). */
  ufsHost: string;
  files: Map<string, StoredUpload>;
  /** What the app answered to each /callback-result. */
  callbackResults: unknown[];
  /** Delivers the signed upload-complete callback to the app (the test wires the route handler). */
  deliverCallback: (req: Request) => Promise<Response>;
  close(): Promise<void>;
};

const sign = (payload: string, key: string) => `hmac-sha256=${createHmac("sha256", key).update(payload).digest("hex")}`;

const readBody = (req: http.IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });

/** Starts the fake on a free port. */
export async function startFakeUploadThing(): Promise<FakeUploadThing> {
  const apiKey = `sk_test_${randomBytes(16).toString("hex")}`;
  const appId = `app${randomBytes(4).toString("hex")}`;
  const files = new Map<string, StoredUpload>();
  const metadata = new Map<string, RouteMetadata>();
  const fake = {
    apiKey,
    appId,
    files,
    callbackResults: [] as unknown[],
    deliverCallback: async () => new Response(null, { status: 501 }),
  } as unknown as FakeUploadThing;

  const json = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };
  const byKeyOrCustomId = (id: string) => files.get(id) ?? [...files.values()].find((f) => f.customId === id);

  const server = http.createServer(async (req, res) => {
    try {
      const raw = `${fake.url}${req.url}`;
      const url = new URL(raw);
      const body = await readBody(req);
      const apiCall = url.pathname.startsWith("/v6/") || url.pathname === "/route-metadata" || url.pathname === "/callback-result";
      if (apiCall && req.headers["x-uploadthing-api-key"] !== apiKey) return json(res, 401, { error: "Invalid API key" });

      if (req.method === "POST" && url.pathname === "/route-metadata") {
        const m = JSON.parse(body.toString()) as RouteMetadata & { fileKeys: string[] };
        for (const key of m.fileKeys) metadata.set(key, { metadata: m.metadata, callbackUrl: m.callbackUrl, callbackSlug: m.callbackSlug });
        return json(res, 200, { ok: true });
      }
      if (req.method === "POST" && url.pathname === "/callback-result") {
        fake.callbackResults.push(JSON.parse(body.toString()));
        return json(res, 200, { ok: true });
      }
      if (req.method === "POST" && url.pathname === "/v6/listFiles") {
        const { limit = 500, offset = 0 } = JSON.parse(body.toString() || "{}") as { limit?: number; offset?: number };
        const all = [...files.values()].map((f) => ({
          id: f.key,
          key: f.key,
          customId: f.customId,
          name: f.name,
          size: f.size,
          status: "Uploaded",
          uploadedAt: f.uploadedAt,
        }));
        return json(res, 200, { hasMore: offset + limit < all.length, files: all.slice(offset, offset + limit) });
      }
      if (req.method === "POST" && url.pathname === "/v6/deleteFiles") {
        const { fileKeys = [], customIds = [] } = JSON.parse(body.toString()) as { fileKeys?: string[]; customIds?: string[] };
        let deletedCount = 0;
        for (const id of [...fileKeys, ...customIds]) {
          const file = byKeyOrCustomId(id);
          if (file && files.delete(file.key)) deletedCount++;
        }
        return json(res, 200, { success: true, deletedCount });
      }
      // Signed URLs (ingest PUTs and file reads): the HMAC of everything before "&signature=".
      const at = raw.lastIndexOf("&signature=");
      const signed =
        at > 0 &&
        (() => {
          const given = Buffer.from(decodeURIComponent(raw.slice(at + "&signature=".length)));
          const expected = Buffer.from(sign(raw.slice(0, at), apiKey));
          return (
            given.length === expected.length && timingSafeEqual(given, expected) && Number(url.searchParams.get("expires")) > Date.now()
          );
        })();
      if (req.method === "PUT") {
        if (!signed) return json(res, 403, { error: "Invalid signature" });
        const key = url.pathname.slice(1);
        const form = await new Response(new Uint8Array(body), {
          headers: { "content-type": req.headers["content-type"] ?? "" },
        }).formData();
        const file = form.get("file");
        if (!(file instanceof Blob)) return json(res, 400, { error: "No file" });
        const param = (name: string) => {
          const value = url.searchParams.get(name);
          return value === null ? null : decodeURIComponent(value);
        };
        const upload: StoredUpload = {
          key,
          customId: param("x-ut-custom-id"),
          name: param("x-ut-file-name") ?? "file",
          size: file.size,
          type: param("x-ut-file-type") ?? file.type,
          acl: param("x-ut-acl") ?? "public-read",
          bytes: Buffer.from(await file.arrayBuffer()),
          uploadedAt: Date.now(),
        };
        files.set(key, upload);
        const fileUrl = `http://${fake.ufsHost}/a/${appId}/${key}`;
        const data = {
          key,
          name: upload.name,
          size: upload.size,
          type: upload.type,
          customId: upload.customId,
          url: fileUrl,
          appUrl: fileUrl,
          ufsUrl: fileUrl,
          fileHash: "0",
        };
        const route = metadata.get(key);
        let serverData: unknown = null;
        if (route) {
          // As UploadThing does: tell the app's file route, signed with the API key.
          const payload = JSON.stringify({ status: "uploaded", file: data, origin: fake.url, metadata: route.metadata });
          const answer = await fake.deliverCallback(
            // The callback URL comes without the slug: UploadThing adds callbackSlug itself.
            new Request(
              `${route.callbackUrl}${route.callbackUrl.includes("?") ? "&" : "?"}slug=${encodeURIComponent(route.callbackSlug)}`,
              {
                method: "POST",
                headers: {
                  "content-type": "application/json",
                  "uploadthing-hook": "callback",
                  "x-uploadthing-signature": sign(payload, apiKey),
                },
                body: payload,
              },
            ),
          );
          if (!answer.ok) return json(res, 502, { error: `callback answered ${answer.status}: ${await answer.text()}` });
          serverData = (fake.callbackResults.at(-1) as { callbackData?: unknown } | undefined)?.callbackData ?? null;
        }
        return json(res, 200, { ...data, serverData });
      }
      if (req.method === "GET" && url.pathname.startsWith(`/a/${appId}/`)) {
        const file = byKeyOrCustomId(decodeURIComponent(url.pathname.slice(`/a/${appId}/`.length)));
        if (!file) return json(res, 404, { error: "Not found" });
        if (file.acl !== "public-read" && !signed) return json(res, 403, { error: "Private file: signed URL required" });
        res.writeHead(200, { "content-type": file.type, "content-length": String(file.bytes.length) });
        return res.end(file.bytes);
      }
      json(res, 404, { error: `fake UploadThing: no route ${req.method} ${url.pathname}` });
    } catch (error) {
      json(res, 500, { error: String(error) });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, resolve));
  const { port } = server.address() as AddressInfo;
  fake.url = `http://localhost:${port}`;
  fake.ufsHost = `localhost:${port}`;
  fake.token = Buffer.from(JSON.stringify({ apiKey, appId, regions: ["fake"] })).toString("base64");
  fake.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return fake;
}
