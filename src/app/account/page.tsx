import { redirect } from "next/navigation";
import { libraryMessages } from "@/lib/messages";

/**
 * /account – "My purchases" is the library (docs/product.md#the-library-without-a-password): one
 * place whether the buyer signed in with a password or an e-mailed code.
 */
export default function AccountPage() {
  redirect(libraryMessages.path);
}
