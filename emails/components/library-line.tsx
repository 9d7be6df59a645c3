import { Text } from "@react-email/components";
import { env } from "@/env";
import { libraryMessages } from "@/lib/messages";
import { text } from "./email-layout";

/**
 * "Lost this e-mail? Get your guides at …": the library's address under every receipt e-mail
 * (docs/product.md#the-library-without-a-password).
 */
export function LibraryLine({ siteUrl = env.NEXT_PUBLIC_SITE_URL }: { siteUrl?: string }) {
  const url = `${siteUrl.replace(/\/$/, "")}${libraryMessages.path}`;
  return (
    <Text style={text}>
      {libraryMessages.lostEmail} <a href={url}>{url}</a>
    </Text>
  );
}
