import { Body, Button, Container, Head, Hr, Html, Link, Preview, Section, Text } from "@react-email/components";
import type { ReactNode } from "react";
import { siteName } from "@/content/site";

const styles = {
  body: { backgroundColor: "#f6f5f3", fontFamily: "Helvetica, Arial, sans-serif", margin: 0, padding: "24px 0" },
  container: { backgroundColor: "#ffffff", borderRadius: 8, margin: "0 auto", maxWidth: 560, padding: 32 },
  brand: { color: "#7c3aed", fontSize: 14, fontWeight: 700, letterSpacing: 0.5, margin: "0 0 16px" },
  footer: { color: "#6b7280", fontSize: 12, lineHeight: "18px", margin: 0 },
};

/**
 * Shared frame of every e-mail: brand line, content, and the educational footer. Marketing
 * e-mails pass `unsubscribeUrl` and get the unsubscribe line (their one-click headers are set
 * by the sender: server/services/leads/unsubscribe.ts).
 */
export function EmailLayout({ preview, children, unsubscribeUrl }: { preview: string; children: ReactNode; unsubscribeUrl?: string }) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Text style={styles.brand}>NATURAL FERTILITY GUIDES</Text>
          <Section>{children}</Section>
          <Hr />
          <Text style={styles.footer}>
            Educational content, not medical advice. Natural gender odds are about 50/50 and no result is guaranteed; please consult a
            healthcare provider about your situation.
          </Text>
          {unsubscribeUrl ? (
            <Text style={styles.footer}>
              You receive this because you asked for e-mails from {siteName}.{" "}
              <Link href={unsubscribeUrl} style={{ color: "#6b7280", textDecoration: "underline" }}>
                Unsubscribe
              </Link>
            </Text>
          ) : null}
        </Container>
      </Body>
    </Html>
  );
}

export const text = { color: "#111827", fontSize: 15, lineHeight: "24px" } as const;
export const button = {
  backgroundColor: "#7c3aed",
  borderRadius: 6,
  color: "#ffffff",
  display: "inline-block",
  fontSize: 15,
  fontWeight: 600,
  padding: "12px 20px",
  textDecoration: "none",
} as const;

/** A guide's signed download link, as the e-mails show it. */
export type EmailDownload = { name: string; url: string };

/**
 * One download button per guide, shared by the order and fresh-link e-mails (the pages' buttons
 * are components/checkout/download-buttons.tsx).
 */
export function EmailDownloadButtons({ downloads }: { downloads: EmailDownload[] }) {
  return (
    <>
      {downloads.map((d) => (
        <Section key={d.url} style={{ margin: "12px 0" }}>
          <Button href={d.url} style={button}>
            Download: {d.name} (PDF)
          </Button>
        </Section>
      ))}
    </>
  );
}
