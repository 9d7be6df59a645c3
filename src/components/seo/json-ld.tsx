import type { Thing, WithContext } from "schema-dts";
import { serializeJsonLd } from "@/lib/seo/serialize-json-ld";

/** Renders one schema-dts typed object as a JSON-LD script (server component, no client JS). */
export function JsonLd<T extends Thing>({ data }: { data: WithContext<T> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
