// A local stand-in for Resend's HTTP API (RESEND_BASE_URL / resendTransport's baseUrl point here).
import { randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";

/** The fake's webhook signing secret (Svix's format, as Resend shows it). */
export const RESEND_WEBHOOK_SECRET = `whsec_${Buffer.from("fake-resend-webhook-signing-key!").toString("base64")}`;

/** A Resend webhook request as Svix sends it: the raw JSON body and its svix-* headers, signed with `secret`. */
export function signedResendEvent(
  event: { type: string; emailId: string; to: string; createdAt?: Date; bounce?: { message: string; type: string; subType: string } },
  opts: { id?: string; secret?: string; timestamp?: Date } = {},
) {
  const id = opts.id ?? `msg_${randomUUID()}`;
  const at = opts.timestamp ?? new Date();
  const createdAt = (event.createdAt ?? at).toISOString();
  const body = JSON.stringify({
    type: event.type,
    created_at: createdAt,
    data: {
      created_at: createdAt,
      email_id: event.emailId,
      message_id: `<${event.emailId}@resend.example>`,
      from: "Store <guides@fertilityguides.example>",
      to: [event.to],
      subject: "Your guide",
      ...(event.bounce ? { bounce: event.bounce } : {}),
    },
  });
  const signature = new Webhook(opts.secret ?? RESEND_WEBHOOK_SECRET).sign(id, at, body);
  return {
    id,
    body,
    headers: {
      "svix-id": id,
      "svix-timestamp": String(Math.floor(at.getTime() / 1000)),
      "svix-signature": signature,
      "content-type": "application/json",
    },
  };
}

/** What Resend reports for its test addresses (with any `+label`), in order; nothing for other addresses. */
const testAddressScript: Record<string, string[]> = {
  delivered: ["email.sent", "email.delivered"],
  bounced: ["email.sent", "email.bounced"],
  complained: ["email.sent", "email.delivered", "email.complained"],
};

type Received = { path: string; headers: http.IncomingHttpHeaders; body: Record<string, unknown>; status: number };

/**
 * A local stand-in for Resend's HTTP API: records every request and answers 200 with an id,
 * or, while `failing`, the error Resend sends for a server fault.
 */
export async function startFakeResend() {
  const received: Received[] = [];
  const state = { failing: false };
  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      received.push({ path: req.url ?? "", headers: req.headers, body: JSON.parse(raw || "{}"), status: state.failing ? 500 : 200 });
      res.setHeader("content-type", "application/json");
      if (state.failing) {
        res.statusCode = 500;
        res.end(JSON.stringify({ name: "internal_server_error", message: "Resend is down", statusCode: 500 }));
      } else {
        res.end(JSON.stringify({ id: `re_${received.length}` }));
      }
    });
  });
  // Keep idle sockets open longer than the client's keep-alive, as real APIs do: otherwise the
  // server may close a socket just as the SDK reuses it (ECONNRESET under load).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  /** The signed webhook requests Resend would send about the e-mail it answered with `emailId`. */
  const eventsFor = (emailId: string) => {
    const index = Number(emailId.replace(/^re_/, "")) - 1;
    const to = String(received[index]?.body.to ?? "");
    const name = /^(delivered|bounced|complained)(\+[^@]*)?@resend\.dev$/i.exec(to)?.[1]?.toLowerCase();
    return (name ? testAddressScript[name]! : []).map((type) =>
      signedResendEvent({
        type,
        emailId,
        to,
        bounce: type === "email.bounced" ? { message: "Mailbox does not exist", type: "Permanent", subType: "General" } : undefined,
      }),
    );
  };
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    state,
    eventsFor,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
