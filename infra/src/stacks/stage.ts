/**
 * What differs between the deployed stages, and where the repository lives. Every stack reads its settings from
 * here so that "prod keeps its data" is decided in one place.
 */
import path from 'node:path';
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { physicalName, type Stage } from '../definitions';

/** The stages deployed to AWS (`local` is the embedded runner, never synthesized). */
export const deployStages = ['dev', 'prod'] as const;
export type DeployStage = Extract<Stage, (typeof deployStages)[number]>;

export const defaultRegion = 'eu-central-1';

/** Root of the monorepo: entry files of the catalog and `web/dist` are relative to it. */
export const repoRoot = path.resolve(import.meta.dirname, '../../..');

export function parseStage(value: unknown): DeployStage {
  const stage = value ?? 'dev';
  if (deployStages.includes(stage as DeployStage)) return stage as DeployStage;
  throw new Error(`Unknown stage ${JSON.stringify(stage)}: pass -c stage=${deployStages.join('|')}`);
}

export interface Throttle {
  /** Requests per second. */
  rateLimit: number;
  burstLimit: number;
}

export interface StageSettings {
  stage: DeployStage;
  /** Stateful resources (tables, user pool, file buckets, logs) survive a stack deletion in prod. */
  retainData: boolean;
  removalPolicy: RemovalPolicy;
  logRetention: RetentionDays;
  /** Default route throttling of the HTTP API stage (requests per second, burst). */
  apiThrottle: Throttle;
  /**
   * Throttling of each public route (no token needed), for all callers together: reads (tenant look-up,
   * config) and writes (sign-up, which creates a tenant and a Cognito identity).
   */
  publicRouteThrottle: { read: Throttle; write: Throttle };
  /**
   * Throttling of the clock terminals' upload (`POST /api/public/terminals/bookings`), for every tenant's
   * terminals together: a route of its own, wider than the other public writes, so that a flood of junk uploads
   * does not use up the sign-up's share nor the sign-up's flood the terminals'. One customer number's share of it
   * is bounded by the API's own counter per customer number (functions/src/security/rate-limit.ts).
   */
  terminalRouteThrottle: Throttle;
  /**
   * Reserved concurrency of each API function: an area with public routes gets the smaller share, so that a
   * flood of anonymous requests cannot take the capacity every tenant's signed-in work needs; the calendar, where
   * planners work all day, the largest. The sum stays within the 900 an account may reserve.
   */
  apiReservedConcurrency: { publicArea: number; area: number; calendar: number };
  /** Requests per address and five minutes that AWS WAF lets through to `/api/public/*` (edge-stack.ts). */
  wafPublicLimits: { all: number; writes: number; terminals: number };
  apiTimeout: Duration;
  apiMemoryMb: number;
}

export function stageSettings(stage: DeployStage): StageSettings {
  const prod = stage === 'prod';
  return {
    stage,
    retainData: prod,
    removalPolicy: prod ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    logRetention: prod ? RetentionDays.THREE_MONTHS : RetentionDays.TWO_WEEKS,
    apiThrottle: prod ? { rateLimit: 500, burstLimit: 1000 } : { rateLimit: 50, burstLimit: 100 },
    publicRouteThrottle: prod
      ? { read: { rateLimit: 50, burstLimit: 100 }, write: { rateLimit: 2, burstLimit: 10 } }
      : { read: { rateLimit: 10, burstLimit: 20 }, write: { rateLimit: 1, burstLimit: 5 } },
    terminalRouteThrottle: prod ? { rateLimit: 50, burstLimit: 100 } : { rateLimit: 5, burstLimit: 10 },
    apiReservedConcurrency: prod
      ? { publicArea: 25, area: 30, calendar: 100 }
      : { publicArea: 5, area: 10, calendar: 10 },
    // WAF's smallest limit is 10; sign-up allows 5 per hour per address anyway (the API counts those).
    // Terminals: 3,000 in five minutes is the API's own 600 a minute per address (`config.ts`, `terminalUploadsPerAddressAndMinute`).
    wafPublicLimits: { all: 300, writes: 20, terminals: 3000 },
    // HTTP API integrations time out after 30 s; the function stops first so that its error is logged.
    apiTimeout: Duration.seconds(29),
    apiMemoryMb: 1024,
  };
}

/** CloudFormation stack name: `shiftplan-<stage>-<part>`, the same scheme as every physical name. */
export function stackName(stage: DeployStage, part: string): string {
  return physicalName(stage, part);
}
