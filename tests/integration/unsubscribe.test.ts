// Unsubscribe links: a signed token → a confirm page (GET) → recorded on POST (the page's button
// or a mail client's RFC 8058 one-click).
import { describe, expect, it } from "vitest";
import { GET, POST } from "@/app/unsubscribe/route";
import { isUnsubscribed, unsubscribeLinks, unsubscribeToken } from "@/server/services/leads/unsubscribe";
import { useTestDatabase } from "../setup/test-db";

const db = useTestDatabase();
let n = 0;
const address = () => `reader${++n}.${process.pid}@mail.fertility-buyers.org`;
const url = (token: string) => `http://localhost:3000/unsubscribe?token=${encodeURIComponent(token)}`;

describe("unsubscribe", () => {
  it("the link asks first (a mail scanner opening it unsubscribes nobody), the button records it", async () => {
    const email = address();
    const token = await unsubscribeToken(db(), email);
    const page = await GET(new Request(url(token)));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`What should we send to ${email}?`);
    expect(html).toContain(`<form method="post" action="/unsubscribe?token=${token}"><button type="submit">Unsubscribe from all</button>`);
    expect(await isUnsubscribed(db(), email)).toBe(false);

    const done = await POST(new Request(url(token), { method: "POST" }));
    expect(done.status).toBe(200);
    expect(await done.text()).toContain("You're unsubscribed");
    expect(await isUnsubscribed(db(), email)).toBe(true);
    expect(await db().unsubscribe.findUniqueOrThrow({ where: { email } })).toMatchObject({ source: "page" });
    expect((await POST(new Request(url(token), { method: "POST" }))).status).toBe(200); // a repeat is fine
  });

  it("one-click from the mail client (List-Unsubscribe-Post) records it at once", async () => {
    const email = address();
    const { headers } = await unsubscribeLinks(db(), email);
    expect(headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const target = headers["List-Unsubscribe"].slice(1, -1);
    const response = await POST(
      new Request(target, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      }),
    );
    expect(response.status).toBe(200);
    expect(await db().unsubscribe.findUniqueOrThrow({ where: { email } })).toMatchObject({ source: "one-click" });
  });

  it("a missing, malformed or tampered token is refused with 400 and records nothing", async () => {
    const email = address();
    const token = await unsubscribeToken(db(), email);
    const other = Buffer.from(address()).toString("base64url");
    for (const bad of ["", "abc", `${other}.${token.split(".")[1]}`, `${token}x`, `${token}.extra`]) {
      expect((await GET(new Request(url(bad)))).status).toBe(400);
      expect((await POST(new Request(url(bad), { method: "POST" }))).status).toBe(400);
    }
    expect(await isUnsubscribed(db(), email)).toBe(false);
    expect(await isUnsubscribed(db(), Buffer.from(other, "base64url").toString())).toBe(false);
  });
});
