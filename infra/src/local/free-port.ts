import { createServer } from 'node:net';

/**
 * A port the OS considers free on `host` right now. Only for servers that cannot listen on port 0 and tell us
 * the port afterwards (DynamoDB Local, and cognito-local, which must know its port before it starts because
 * the port becomes part of the token issuer). Another process could take the port before the server binds
 * it; the emulators' start-up fails loudly in that case rather than silently using a different port.
 */
export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen({ port: 0, host, exclusive: true }, () => {
      const address = server.address();
      if (address === null || typeof address === 'string') {
        server.close();
        reject(new Error('could not determine a free port'));
        return;
      }
      const { port } = address;
      server.close((error) => (error ? reject(error) : resolve(port)));
    });
  });
}

/** Whether `port` can be bound on `host` now (for preferring stable ports when they are free). */
export function isPortFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}
