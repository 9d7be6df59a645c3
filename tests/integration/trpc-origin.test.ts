// tRPC mutations sent from another site's page are refused before any procedure runs
// (src/server/http/same-site.ts), whatever their content type or cookie.
import { describe, expect, it } from "vitest";
import { POST as trpcPost } from "@/app/api/trpc/[trpc]/route";
import { accessMessages } from "@/lib/messages";
import { useTestDatabase } from "../setup/test-db";
import { freshIp } from "./helpers";

const db = useTestDatabase();

const contact = (n: number) => ({
  name: "Jane Doe",
  email: `origin${n}.${process.pid}@mail.fertility-buyers.org`,
  message: "Hello there, a question about the guide.",
});
let n = 0;

async function send(headers: Record<string, string>) {
  const input = contact(++n);
  const response = await trpcPost(
    new Request("http://localhost:3000/api/trpc/contact.send", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": freshIp(), host: "localhost:3000", ...headers },
      body: JSON.stringify({ json: input }),
    }),
  );
  const body = (await response.json()) as { error?: { json?: { message: string } } };
  const stored = await db().contactMessage.count({ where: { email: input.email } });
  return { status: response.status, message: body.error?.json?.message, stored };
}

describe("tRPC mutations from another site", () => {
  it("are refused (403, our message) and change nothing", async () => {
    for (const headers of <Record<string, string>[]>[
      { origin: "http://evil.example", cookie: "better-auth.session_token=x" },
      { origin: "https://localhost:3000.evil.example" },
      { origin: "null" },
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "same-site", origin: "http://shop.localhost:3000" },
      { origin: "http://localhost:3000", "sec-fetch-site": "cross-site" },
    ]) {
      expect([headers, await send(headers)]).toEqual([headers, { status: 403, message: accessMessages.crossSite, stored: 0 }]);
    }
  });

  it("are answered from our own pages, through a proxy naming the host, and from clients that send no Origin", async () => {
    for (const headers of <Record<string, string>[]>[
      { origin: "http://localhost:3000", "sec-fetch-site": "same-origin" },
      { origin: "https://shop.example", host: "127.0.0.1:3000", "x-forwarded-host": "shop.example" },
      { origin: "http://127.0.0.1:3001", host: "127.0.0.1:3001" },
      {},
    ]) {
      expect([headers, (await send(headers)).status]).toEqual([headers, 200]);
    }
  });
});
