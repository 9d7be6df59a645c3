// A download link's refusal page (the 410 of a refunded guide) is a route handler's own HTML:
// it wears the site's layout — the header with the site's name, the main content in a card,
// the footer's links and the theme chosen on the site — not a bare page.
import { describe, expect, it } from "vitest";
import { GET as download } from "@/app/download/file/route";
import { siteName } from "@/content/site";
import { libraryMessages } from "@/lib/messages";
import { themeScript } from "@/lib/theme";
import { signDownloadToken } from "@/server/services/downloads/tokens";
import { useTestDatabase } from "../setup/test-db";
import { completedOrder, signedIn } from "./factories";

const db = useTestDatabase();

describe("the refunded guide's 410 page", () => {
  it("has the site's header, main content, footer and theme", async () => {
    const { order } = await completedOrder();
    const link = `/download/file?token=${await signDownloadToken(db(), { orderId: order.id, productId: "fertility" })}`;
    const { caller } = await signedIn(db(), { admin: true });
    await caller.orders.refund({ orderId: order.id, reason: "Asked for it" });
    const response = await download(new Request(`http://localhost:3000${link}`));
    expect(response.status).toBe(410);
    const page = await response.text();
    expect(page).toContain("This order was refunded");
    expect(page).toMatch(new RegExp(`<header><nav aria-label="Main"><a class="brand" href="/">${siteName}</a>`));
    expect(page).toContain(`<a href="${libraryMessages.path}">${libraryMessages.title}</a>`);
    expect(page).toMatch(/<main id="main"><div class="card"><h1>Order refunded<\/h1>/);
    expect(page).toMatch(/<footer><nav aria-label="Legal">.*Privacy Policy.*Terms of Service/s);
    expect(page).toContain(`<script>${themeScript}</script>`);
    expect(page).toContain('<a class="skip" href="#main">');
  });
});
