import { Logger } from '@aws-lambda-powertools/logger';

/**
 * The one structured logger. Request handlers append `requestId`, `customerNo` and `userId`; nothing logs
 * tokens, passwords or request bodies.
 */
export const logger = new Logger({ serviceName: 'shiftplan' });
