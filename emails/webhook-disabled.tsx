import { Button, Heading, Text } from "@react-email/components";
import { button, EmailLayout, text } from "./components/email-layout";

export type WebhookDisabledProps = { url: string; failingSince: string; lastError: string; manageUrl: string };

/** Sent to the admins when a webhook endpoint failed for 24 hours in a row and was disabled (docs/webhooks.md#disabling). */
export default function WebhookDisabled({
  url = "https://crm.example.com/hooks/store",
  failingSince = "2026-11-25 09:00 UTC",
  lastError = "HTTP 503",
  manageUrl = "https://fertilityguides.example/admin/webhooks",
}: Partial<WebhookDisabledProps>) {
  return (
    <EmailLayout preview={`Webhook endpoint disabled: ${url}`}>
      <Heading as="h2">A webhook endpoint was disabled</Heading>
      <Text style={text}>
        The endpoint <strong>{url}</strong> has failed every delivery since {failingSince}, so the store stopped sending to it.
      </Text>
      <Text style={text}>
        <strong>Last error:</strong> {lastError}
      </Text>
      <Text style={text}>Once it answers again, enable it on the Webhooks page and use “Redeliver” for the events it missed.</Text>
      <Button href={manageUrl} style={button}>
        Open the Webhooks page
      </Button>
    </EmailLayout>
  );
}
