import { z } from "zod";
import { grantAdminMessages } from "@/lib/messages";
import { emailField } from "./fields";

/** The security card's grant-admin form (docs/product.md#admin). */
export const grantRoleInput = z.object({
  email: emailField(grantAdminMessages.emailRequired, grantAdminMessages.emailInvalid),
});
