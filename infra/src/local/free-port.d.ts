/**
 * A port the OS considers free on `host` right now. Only for servers that cannot listen on port 0 and tell us
 * the port afterwards (DynamoDB Local, and cognito-local, which must know its port before it starts because
 * the port becomes part of the token issuer). Another process could take the port before the server binds
 * it; the emulators' start-up fails loudly in that case rather than silently using a different port.
 */
export declare function freePort(host?: string): Promise<number>;
