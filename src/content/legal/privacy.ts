// Privacy Policy page content (exactly 12 sections).
import { siteName, supportEmail } from "../site";
import type { LegalPage } from "../types";

/** Privacy Policy covering checkout, e-mail, analytics and privacy rights by region. */
export const privacyPage: LegalPage = {
  slug: "privacy",
  title: "Privacy Policy",
  updated: "2025-09-01",
  intro: `This Privacy Policy explains what personal information ${siteName} collects when you visit our website, buy a guide, subscribe to our newsletter or contact us, how we use it, and the choices and rights you have. We collect only what we need to run a small online store for digital guides, and we never sell your personal information.`,
  sections: [
    {
      heading: "1. Who is responsible for your information",
      paragraphs: [
        `${siteName} is the controller of the personal information described in this policy. For any privacy question or request, contact us at ${supportEmail}.`,
      ],
    },
    {
      heading: "2. Information we collect",
      paragraphs: [
        "Information you give us: your name, e-mail address and billing address when you buy a guide; your e-mail address when you subscribe to the newsletter or request a free resource; your name, e-mail address and message when you use the contact form or chat; and your e-mail address and password if you create an account (passwords are stored only in hashed form).",
        "Information collected automatically: pages visited, time on page, scroll depth, clicks on buttons, approximate location derived from your IP address (used to show prices in your currency), device and browser type, and referring website.",
        "Information from others: our payment provider tells us whether a payment succeeded, the amount and the currency. We do not receive your full card number.",
        "We do not ask for health information. If you choose to share details about your health or fertility in a message to us, we use them only to answer you and delete them when they are no longer needed.",
      ],
    },
    {
      heading: "3. How we use your information",
      paragraphs: [
        "We use your information to process orders and deliver your guides; send receipts, download links and service messages; handle refunds and support requests; send the newsletter if you opted in; remind you about an unfinished checkout if you entered your e-mail address; understand how the website is used so we can improve it; and keep the website secure and prevent fraud and abuse, for example by rate-limiting form submissions.",
      ],
    },
    {
      heading: "4. Legal bases for processing (EEA and UK)",
      paragraphs: [
        "Under the GDPR and UK GDPR we rely on: performance of a contract, to process orders, deliver guides and handle refunds; consent, for the newsletter, marketing e-mails and non-essential cookies; legitimate interests, for website security, fraud prevention, basic analytics and checkout reminders, balanced against your rights; and legal obligation, to keep tax and accounting records.",
        "Where we rely on consent, you can withdraw it at any time without affecting processing that took place before.",
      ],
    },
    {
      heading: "5. Payments",
      paragraphs: [
        "Payments are handled by Stripe, our card payment provider, which processes your card details under its own privacy policy and industry security standards (PCI DSS). We receive only a payment confirmation, the amount, the currency and limited details such as the card brand, so that we can match your payment to your order.",
      ],
    },
    {
      heading: "6. E-mails and the newsletter",
      paragraphs: [
        "Order and service e-mails are sent through our e-mail delivery provider. Marketing e-mails and the newsletter are sent only if you opt in, for example by ticking the marketing box at checkout or subscribing on the website.",
        `Every marketing e-mail contains an unsubscribe link. You can also unsubscribe by writing to ${supportEmail}. Unsubscribing does not stop essential messages about an order you have placed.`,
      ],
    },
    {
      heading: "7. Cookies and analytics",
      paragraphs: [
        "We use essential browser storage to keep the website working, for example to remember your light or dark theme, your sign-in session and whether you have already seen an offer pop-up.",
        "We use an analytics service to understand visits and purchases. IP anonymisation is enabled, so the full IP address is not stored by the analytics provider. Where required by law, analytics and marketing cookies are used only with your consent, and you can change your choice at any time in your browser settings or through our cookie controls.",
      ],
    },
    {
      heading: "8. Who we share information with",
      paragraphs: [
        "We share personal information only with service providers that help us run the store, under contracts that require them to protect it and use it only on our instructions: our hosting, database and file-storage provider; Stripe for payments; our e-mail delivery provider; and our analytics provider. We may also disclose information when required by law or to protect our rights and the safety of others.",
        "We do not sell or rent your personal information, and we do not share it for cross-context behavioural advertising.",
      ],
    },
    {
      heading: "9. International transfers",
      paragraphs: [
        "Our providers may process information in countries other than your own, including the United States. Where information from the EEA, UK or Australia is transferred abroad, we rely on appropriate safeguards such as adequacy decisions, standard contractual clauses or the UK International Data Transfer Addendum, and we take reasonable steps to ensure overseas recipients handle it consistently with the laws that protect you.",
      ],
    },
    {
      heading: "10. How long we keep information",
      paragraphs: [
        "Order and payment records are kept for as long as tax and accounting law requires, usually six to seven years. Newsletter data is kept until you unsubscribe. Contact and chat messages are kept for up to two years after the conversation ends. Checkout-reminder data for unfinished orders is deleted within 90 days. Analytics data is kept in aggregated or pseudonymised form for up to 26 months.",
      ],
    },
    {
      heading: "11. Your privacy rights",
      paragraphs: [
        "EEA and UK residents (GDPR and UK GDPR): you can request access to, correction or deletion of your data, restriction of or objection to processing, and data portability, and you can complain to your local supervisory authority, such as the Information Commissioner's Office (ICO) in the UK.",
        "Australian residents (Privacy Act 1988 and the Australian Privacy Principles): you can request access to and correction of your personal information, and complain to us or to the Office of the Australian Information Commissioner (OAIC).",
        "California residents (CCPA as amended by the CPRA): you have the right to know what personal information we collect, use and disclose, to request deletion and correction, and to opt out of the sale or sharing of personal information (we do neither). We will not discriminate against you for exercising these rights.",
        `To make a request, e-mail ${supportEmail}. We will verify your identity before acting on a request and respond within the time the applicable law requires, normally within one month (GDPR/UK GDPR), 30 days (Privacy Act) or 45 days (CCPA).`,
      ],
    },
    {
      heading: "12. Children, security and changes to this policy",
      paragraphs: [
        "Our website and guides are intended for adults. We do not knowingly collect information from anyone under 18; if you believe a child has given us information, contact us and we will delete it.",
        "We protect information with 256-bit SSL encryption in transit, access controls and reputable providers. No system is completely secure, and we will notify you and the relevant authorities of a data breach where the law requires it.",
        "We may update this policy. The date at the top shows the latest version, and we will tell subscribers and customers by e-mail about significant changes.",
      ],
    },
  ],
};
