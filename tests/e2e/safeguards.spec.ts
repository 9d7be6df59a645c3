import net from "node:net";
import { commerceMessages } from "../../src/lib/messages";
import { e2eQuery } from "./database";
import { expect, test } from "./fixtures";

test("a code that does not apply reads the same whether it never existed or is inactive", async ({ page }) => {
  await e2eQuery(
    `INSERT INTO "DiscountCode" (code, "percentOff", description, active) VALUES ('E2EOFF', 40, 'inactive', false) ON CONFLICT DO NOTHING`,
  );
  const notes = [];
  for (const code of ["NOSUCHCODE", "E2EOFF"]) {
    await page.goto(`/checkout?discount=${code}`);
    await expect(page.getByTestId("order-total")).toHaveText("$47.00");
    notes.push(await page.getByTestId("discount-note").textContent());
  }
  expect(notes).toEqual([commerceMessages.discountNotApplicable, commerceMessages.discountNotApplicable]);
});

test("every checkout page of this test store says payments are simulated; hostile query values are shown as a normal page", async ({
  page,
}) => {
  await page.goto("/checkout?discount=x%00y");
  await expect(page.getByTestId("test-mode-banner")).toHaveText(commerceMessages.testModeBanner);
  await expect(page.getByRole("heading", { name: "Secure Checkout" })).toBeVisible();
  await expect(page.getByTestId("discount-note")).toHaveCount(0);
  await page.goto("/checkout/test-payment?session_id=nope%00");
  await expect(page.getByTestId("test-mode-banner")).toBeVisible();
  await expect(page.getByText("This test-payment session does not exist.")).toBeVisible();
});

test("a tRPC body is exactly its Content-Length: bytes sent past it are the next requests, never the procedure's", async ({ baseURL }) => {
  // The tRPC route passes a request whose declared length is within its limit on without copying
  // it (src/server/http/body.ts): this is the HTTP server's promise it relies on. A small JSON
  // body is followed, in the same write, by 200 KB (past the 128 KB limit) that form two more
  // requests of 100 KB: each procedure must read its own JSON only. Every input is invalid (no
  // message is sent), so each answer is the input's validation error, never a parse error.
  const url = new URL(baseURL!);
  const request = (message: string, more = "") => {
    const body = JSON.stringify({ json: { name: "", email: "not-an-address", message } });
    return `POST /api/trpc/contact.send HTTP/1.1\r\nHost: ${url.host}\r\nContent-Type: application/json\r\n${more}Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
  };
  const sent = request("") + request("x".repeat(100 * 1024)) + request("y".repeat(100 * 1024), "Connection: close\r\n");
  const answer = await new Promise<string>((resolve, reject) => {
    const socket = net.connect(Number(url.port), url.hostname, () => socket.write(sent));
    let text = "";
    socket.setEncoding("utf8").on("data", (chunk: string) => (text += chunk));
    socket.on("close", () => resolve(text)).on("error", reject);
    socket.setTimeout(15_000, () => socket.destroy(new Error(`no answer: ${text.slice(0, 200)}`)));
  });
  const responses = answer.split(/(?=HTTP\/1\.1 \d{3} )/);
  expect(responses).toHaveLength(3);
  for (const response of responses) {
    expect(response).toMatch(/^HTTP\/1\.1 400 /);
    expect(response).toContain("BAD_REQUEST"); // the input's validation: the declared bytes parsed as JSON
    expect(response).not.toContain("PARSE_ERROR");
  }
});
