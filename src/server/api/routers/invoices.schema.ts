import "server-only";
// The output schemas of the invoice procedures (docs/product.md#invoices) on the orders router.
import { z } from "zod";

/** `orders.invoice` (REST `GET /orders/{orderId}/invoice`): the REST surface answers the bytes as application/pdf. */
export const invoiceFileOutput = z
  .object({
    filename: z.string().meta({ description: "INV-<year>-<6 digits>.pdf" }),
    contentType: z.literal("application/pdf"),
    base64: z.string().meta({ description: "The PDF, base64 (tRPC callers); REST answers the PDF itself." }),
  })
  .meta({ id: "InvoiceFile", description: "An order's invoice in force as a PDF." });
