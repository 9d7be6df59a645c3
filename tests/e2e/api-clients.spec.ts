import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { expect, test } from "./fixtures";
import { e2eQuery } from "./database";

// The two typed clients of docs/api.md#typed-clients, run as programs against the built app:
// examples/typescript-client.ts (tRPC, AppRouter's types) and examples/openapi-client.ts (the
// REST surface through the types generated from its OpenAPI document, cursor pages, and a
// Standard Webhooks signature checked). Their key is made the way an admin makes one: signed in,
// through the app's own apiKeys.create.
const run = promisify(execFile);

async function example(file: string, env: Record<string, string>) {
  const { stdout } = await run("node_modules/.bin/tsx", [file], { env: { ...process.env, ...env }, timeout: 60_000 });
  return JSON.parse(stdout.trim().split("\n").at(-1)!) as Record<string, unknown>;
}

test("the TypeScript and OpenAPI example clients list and read orders with a key, and verify a webhook signature", async ({
  context,
  baseURL,
  signedInAs,
}) => {
  await signedInAs("admin");
  const made = await context.request.post("/api/trpc/apiKeys.create", {
    headers: { origin: baseURL! },
    data: { json: { name: `examples ${Date.now().toString(36)}`, scopes: ["orders:read"] } },
  });
  expect(made.status()).toBe(200);
  const secret = ((await made.json()) as { result: { data: { json: { secret: string } } } }).result.data.json.secret;

  // Three orders of one address, a second apart (the clients filter on it).
  const tag = `examples-${Date.now().toString(36)}`;
  const ids = [0, 1, 2].map((i) => `${tag}-${i}`);
  for (const [i, id] of ids.entries()) {
    await e2eQuery(
      `INSERT INTO "Order" (id, email, "firstName", "lastName", address, city, state, "zipCode", country, "countryCode", "productId", "productName", subtotal, amount, currency, provider, status, "createdAt", "updatedAt")
       VALUES ($1, $2, 'Ada', 'Buyer', '1 Main St', 'Springfield', 'IL', '62701', 'United States', 'US', 'fertility', 'The guide', 4700, 4700, 'usd', 'local', 'completed', now() - make_interval(secs => $3), now())`,
      [id, `${tag}@clients.shop`, 10 - i],
    );
  }
  const env = { STORE_URL: baseURL!, STORE_API_KEY: secret, STORE_ORDERS_EMAIL: `${tag}@clients.shop` };

  const trpc = await example("examples/typescript-client.ts", env);
  expect(trpc).toMatchObject({
    listed: [ids[2], ids[1], ids[0]].map((id) => expect.objectContaining({ id, status: "completed", amount: 4700 })),
    more: false,
    order: { id: ids[2], status: "completed", total: "$47.00" },
  });

  const rest = await example("examples/openapi-client.ts", { ...env, STORE_PAGE_SIZE: "2" });
  expect(rest).toMatchObject({
    orders: 3,
    pages: 2,
    ids: [ids[2], ids[1], ids[0]],
    webhook: { verified: "order.completed", tamperedRefused: true },
  });

  // Without the key, the REST surface answers the one 401 as { code, message }.
  const refused = await context.request.get("/api/v1/orders", { headers: { authorization: "Bearer fgs_wrong" } });
  expect(refused.status()).toBe(401);
  expect(Object.keys(await refused.json()).sort()).toEqual(["code", "message"]);
  // The document is served by the built app.
  const doc = await context.request.get("/api/v1/openapi.json");
  expect(((await doc.json()) as { openapi: string }).openapi).toBe("3.1.0");
});
