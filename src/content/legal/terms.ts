// Terms of Service page content (exactly 10 sections).
import { siteName, supportEmail, trustClaims } from "../site";
import type { LegalPage } from "../types";

const days = trustClaims.guaranteeDays;

/** Terms of Service for buying and using the digital guides. */
export const termsPage: LegalPage = {
  slug: "terms",
  title: "Terms of Service",
  updated: "2025-09-01",
  intro: `These Terms of Service govern your use of the ${siteName} website and your purchase of our downloadable PDF guides. Please read them carefully. By using the website or buying a guide, you agree to these terms. Nothing in these terms limits rights you have under the consumer laws of the country where you live.`,
  sections: [
    {
      heading: "1. Who we are and how these terms apply",
      paragraphs: [
        `${siteName} ("we", "us", "our") publishes and sells educational guides on natural fertility, baby-gender selection and relationship intimacy. These terms apply to every visit to the website and to every order placed through it.`,
        `If you have a question about these terms, contact us at ${supportEmail}. We may update these terms from time to time; the version in force when you place an order is the one that applies to that order.`,
      ],
    },
    {
      heading: "2. Educational content, not medical advice",
      paragraphs: [
        "Our guides, blog articles, e-mails and chat replies are provided for general educational purposes only. They are not medical advice, diagnosis or treatment, and they do not create a doctor-patient relationship.",
        "The natural odds of having a boy or a girl are about 50/50. No natural method described in our content can guarantee a pregnancy or the sex of a baby, and individual results vary. Always consult a qualified healthcare provider before changing your diet, taking supplements, or making decisions about fertility or pregnancy, and seek medical help promptly if you have symptoms that concern you.",
      ],
    },
    {
      heading: "3. Eligibility and accounts",
      paragraphs: [
        "You must be at least 18 years old to buy from us. You do not need an account to make a purchase. If you choose to create an account, you are responsible for keeping your password confidential and for activity under your account.",
        "Please give accurate contact details at checkout, in particular your e-mail address, because that is where we send your download link and receipt.",
      ],
    },
    {
      heading: "4. Orders, prices and payment",
      paragraphs: [
        "Prices are shown on the checkout page in the currency for your region before you pay. Any discount code must be entered or applied at checkout and cannot be added after payment. We may change prices or end promotions at any time, but a change never affects an order you have already paid for.",
        "Payments are processed securely by our card payment provider, Stripe. We never see or store your full card number. Your order is accepted once payment is confirmed, and you will receive an e-mail receipt.",
        "If we make an obvious pricing error, we will contact you before fulfilling the order and offer you the choice of paying the correct price or cancelling for a full refund.",
      ],
    },
    {
      heading: "5. Delivery of digital products",
      paragraphs: [
        "Our guides are digital PDF files. Nothing is shipped. After your payment is confirmed, you receive instant access through a download link on the confirmation page and by e-mail.",
        `Download links may expire after a period for security reasons. If you have trouble downloading your guide or lose your copy, e-mail ${supportEmail} and we will send you a new link.`,
        "By asking for immediate access to the digital content, you agree that delivery begins straight away. Where the law of your country would otherwise end a statutory right to cancel once the download starts, our voluntary money-back guarantee in section 6 still applies.",
      ],
    },
    {
      heading: `6. ${days}-day money-back guarantee`,
      paragraphs: [
        `If you are not satisfied with a guide, you can ask for a full refund within ${days} days of purchase. E-mail ${supportEmail} from the address used for the order, or include your order details. You do not have to give a reason.`,
        "Refunds are made to the original payment method, usually within 5-10 business days depending on your bank. After a refund, your licence to use the guide ends and you should delete any copies.",
        "We may decline repeated refund requests that suggest abuse of the guarantee, for example buying and refunding the same guide several times. This guarantee is in addition to your statutory consumer rights, such as those under the UK Consumer Rights Act 2015 or the Australian Consumer Law.",
      ],
    },
    {
      heading: "7. Licence and intellectual property",
      paragraphs: [
        "All guides, text, images and designs on the website are owned by us or our licensors and are protected by copyright. When you buy a guide, we grant you a personal, non-exclusive, non-transferable licence to download, read and print it for your own household's use.",
        "You may not resell, share, upload, publicly distribute or adapt the guides, or remove copyright notices, without our written permission.",
      ],
    },
    {
      heading: "8. Acceptable use of the website",
      paragraphs: [
        "Please use the website lawfully. Do not attempt to break its security, interfere with its operation, scrape it in bulk, or submit false, abusive or unlawful content through our contact form, chat or newsletter sign-up.",
        "Testimonials on the website describe the experiences of individual customers. They are not typical or guaranteed results, and your experience may be different.",
      ],
    },
    {
      heading: "9. Limitation of liability",
      paragraphs: [
        "We take care to keep our content accurate and up to date, but research changes and we cannot guarantee that every statement is complete or current. To the fullest extent permitted by law, we are not liable for decisions you make on the basis of our educational content, or for indirect or consequential losses.",
        "Our total liability for any order is limited to the amount you paid for it. Nothing in these terms excludes liability that cannot legally be excluded, including liability for death or personal injury caused by negligence, for fraud, or under applicable consumer guarantees.",
      ],
    },
    {
      heading: "10. Changes, governing law and contact",
      paragraphs: [
        "We may change these terms to reflect new products, legal requirements or how the website works. We will post the updated version on this page with a new date.",
        "These terms are governed by the laws of the place where our business is established. If you are a consumer, you also keep the protection of the mandatory laws of the country where you live, and you may bring a claim in your local courts.",
        `Questions, complaints or refund requests: ${supportEmail}. We aim to reply within 24 hours on business days.`,
      ],
    },
  ],
};
