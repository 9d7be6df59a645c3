import * as z from "zod/mini";
import { messages } from "@/lib/storefront-messages";
import { emailField } from "./form-fields";
import { leadSources } from "./form-constants";

/** Newsletter box (docs/product.md#forms): empty → 'Please enter your email address', invalid → '…valid email address.' */
export const subscribeInput = z.object({
  email: emailField(messages.newsletter.empty.description, messages.newsletter.invalid.description),
});

/** The exit popup's free guide claim (docs/product.md#forms). */
export const leadMagnetInput = z.object({
  email: emailField(messages.exitPopup.emailRequired.description, messages.exitPopup.emailInvalid.description),
  source: z._default(z.enum(leadSources), "exit_intent_popup"),
});

export type SubscribeInput = z.input<typeof subscribeInput>;
export type LeadMagnetInput = z.input<typeof leadMagnetInput>;
