/** Who is signed in, in the browser: the same shape as the server's getViewer(), whichever adapter runs. */
export type ClientViewer = { viewer: { userId: string; email: string | null } | null; loading: boolean };
