import { Section } from "@react-email/components";
import { EmailLayout, text } from "./components/email-layout";

/** A broadcast to the list (docs/product.md#broadcasts): the admin's Markdown in the store's frame. */
export type BroadcastProps = {
  subject: string;
  preheader: string;
  /** The body as HTML (src/lib/broadcast-markdown.ts: raw HTML in the Markdown is escaped). */
  bodyHtml: string;
  unsubscribeUrl: string;
};

/** News, so it carries an unsubscribe link and the one-click headers. */
export default function Broadcast({
  subject = "What we learned this spring",
  preheader = "Three short notes from our reading",
  bodyHtml = '<p>Hello,</p><p>Here is what is new this month. <a href="http://localhost:3000/blog">Read the blog</a>.</p>',
  unsubscribeUrl = "http://localhost:3000/unsubscribe?token=preview",
}: Partial<BroadcastProps>) {
  return (
    <EmailLayout preview={preheader || subject} unsubscribeUrl={unsubscribeUrl}>
      <Section>
        <div
          style={{ color: text.color, fontSize: text.fontSize, lineHeight: text.lineHeight }}
          dangerouslySetInnerHTML={{ __html: bodyHtml }}
        />
      </Section>
    </EmailLayout>
  );
}
