// A TCP proxy we can cut: makes one database unreachable for a while without touching the
// PostgreSQL server itself (other databases and other processes keep using it).
import net from "node:net";

/**
 * Forwards connections on a local port to `target`. `pause()` drops every open connection and
 * refuses new ones (the app sees "Connection terminated" / a refused connect, as when the
 * database host goes away); `resume()` forwards again.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const open = new Set<net.Socket>();
  const state = { paused: false, refused: 0 };
  const server = net.createServer((client) => {
    if (state.paused) {
      state.refused++;
      client.destroy();
      return;
    }
    const upstream = net.connect(target.port, target.host);
    open.add(client);
    open.add(upstream);
    const close = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    client.on("error", close).on("close", close);
    upstream.on("error", close).on("close", close);
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    state,
    /** `url` with its host and port replaced by the proxy's. */
    through: (url: string) => {
      const u = new URL(url);
      u.hostname = "127.0.0.1";
      u.port = String(port);
      return u.toString();
    },
    pause() {
      state.paused = true;
      for (const socket of open) socket.destroy();
      open.clear();
    },
    resume() {
      state.paused = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
