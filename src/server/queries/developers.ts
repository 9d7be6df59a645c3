import "server-only";
import { restOperations } from "@/server/api/openapi";

/**
 * The REST operations the /developers page lists and shows with curl (docs/developers.md): read
 * from the routers' `meta.openapi`, the one list of the surface. Static: the page is prerendered.
 */
export const developerEndpoints = () => restOperations();
