// A local map tile server for the end-to-end tests (issue 42): every GET /{z}/{x}/{y}.png answers the
// same small PNG, so the map draws without reaching OpenStreetMap. GET /__tiles/count says how many
// tiles were served (a spec can tell the map asked for tiles). CORS is open.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

// A 1x1 light grey PNG (Leaflet stretches it over the 256 px tile).
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP4//9/PQAJYwPzSMQ2dQAAAABJRU5ErkJggg==',
  'base64',
);

export interface TileStub {
  /** The Leaflet URL template, e.g. http://127.0.0.1:6821/{z}/{x}/{y}.png */
  template: string;
  close(): Promise<void>;
}

export async function startTileStub(port = 0, host = '127.0.0.1'): Promise<TileStub> {
  let served = 0;
  const server = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (req.url === '/__tiles/count') {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ served }));
      return;
    }
    if (req.method === 'GET' && /^\/\d+\/\d+\/\d+\.png$/.test(req.url ?? '')) {
      served += 1;
      res.writeHead(200, { 'Content-Type': 'image/png', 'Cache-Control': 'no-store' }).end(TILE);
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const { port: bound } = server.address() as AddressInfo;
  return {
    template: `http://${host}:${bound}/{z}/{x}/{y}.png`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
