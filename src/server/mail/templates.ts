import "server-only";
import type { ReactElement } from "react";
import AbandonedCartReminder, { type AbandonedCartReminderProps } from "~emails/abandoned-cart-reminder";
import Broadcast, { type BroadcastProps } from "~emails/broadcast";
import ContactNotification, { type ContactNotificationProps } from "~emails/contact-notification";
import DownloadLinks, { type DownloadLinksProps } from "~emails/download-links";
import LibraryCode, { type LibraryCodeProps } from "~emails/library-code";
import EditionNotice, { type EditionNoticeProps } from "~emails/edition-notice";
import LeadMagnetDelivery, { type LeadMagnetDeliveryProps } from "~emails/lead-magnet-delivery";
import NewsletterConfirmation, { type NewsletterConfirmationProps } from "~emails/newsletter-confirmation";
import OrderConfirmation, { type OrderConfirmationProps } from "~emails/order-confirmation";
import OrderRefunded, { type OrderRefundedProps } from "~emails/order-refunded";
import ReviewRequest, { type ReviewRequestProps } from "~emails/review-request";
import ResetPassword, { type ResetPasswordProps } from "~emails/reset-password";
import VerifyEmail, { type VerifyEmailProps } from "~emails/verify-email";
import WebhookDisabled, { type WebhookDisabledProps } from "~emails/webhook-disabled";
import { siteName } from "@/content/site";
import { libraryMessages } from "@/lib/messages";

type PropsOf = {
  "abandoned-cart-reminder": AbandonedCartReminderProps;
  "contact-notification": ContactNotificationProps;
  "newsletter-confirmation": NewsletterConfirmationProps;
  "lead-magnet-delivery": LeadMagnetDeliveryProps;
  "order-confirmation": OrderConfirmationProps;
  "download-links": DownloadLinksProps;
  "verify-email": VerifyEmailProps;
  "reset-password": ResetPasswordProps;
  "library-code": LibraryCodeProps;
  "order-refunded": OrderRefundedProps;
  "webhook-disabled": WebhookDisabledProps;
  "edition-notice": EditionNoticeProps;
  broadcast: BroadcastProps;
  "review-request": ReviewRequestProps;
};

export type EmailTemplateName = keyof PropsOf;
export type EmailProps<N extends EmailTemplateName> = PropsOf[N];

/** Every e-mail the store sends: its react-email component and its subject line. */
export const emailTemplates: {
  [N in EmailTemplateName]: { component: (props: PropsOf[N]) => ReactElement; subject: (props: PropsOf[N]) => string };
} = {
  "abandoned-cart-reminder": {
    component: AbandonedCartReminder,
    subject: (p) =>
      p.step === 3
        ? `Last reminder: ${p.productName} is still in your checkout`
        : p.step === 2
          ? `Your checkout is saved: ${p.productName}`
          : `Still thinking it over? ${p.productName} is waiting`,
  },
  "contact-notification": {
    component: ContactNotification,
    subject: (p) => `New contact message from ${p.name}`,
  },
  "newsletter-confirmation": {
    component: NewsletterConfirmation,
    subject: () => `You're subscribed to ${siteName}`,
  },
  "lead-magnet-delivery": {
    component: LeadMagnetDelivery,
    subject: () => "Your free fertility checklist",
  },
  "order-confirmation": {
    component: OrderConfirmation,
    subject: (p) => `Your order is confirmed: ${p.productName}`,
  },
  "download-links": {
    component: DownloadLinks,
    subject: () => "Your fresh download link",
  },
  "verify-email": {
    component: VerifyEmail,
    subject: () => "Confirm your e-mail address",
  },
  "reset-password": {
    component: ResetPassword,
    subject: () => "Reset your password",
  },
  "library-code": {
    component: LibraryCode,
    subject: (p) => libraryMessages.emailSubject(p.code),
  },
  "order-refunded": {
    component: OrderRefunded,
    subject: (p) => `Your refund for ${p.productName}`,
  },
  "webhook-disabled": {
    component: WebhookDisabled,
    subject: (p) => `Webhook endpoint disabled after 24 hours of failures: ${p.url}`,
  },
  "edition-notice": {
    component: EditionNotice,
    subject: (p) => `New edition of ${p.productName}: ${p.editionLabel}`,
  },
  broadcast: {
    component: Broadcast,
    subject: (p) => p.subject,
  },
  "review-request": {
    component: ReviewRequest,
    subject: (p) => `How did you find ${p.productName}?`,
  },
};
