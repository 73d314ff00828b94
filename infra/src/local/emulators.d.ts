export interface LocalEndpoints {
    region: string;
    dynamodb: string;
    sqs: string;
    s3: string;
    cognito: string;
}
export type EmulatorName = 'dynamodb' | 'sqs' | 's3' | 'cognito';
export interface EmulatorOptions {
    /** Root of the emulators' data; only used when `persistent` (otherwise a temp dir that stop() removes). */
    dataDir: string;
    persistent: boolean;
    /** Fixed ports; any emulator without one gets a free port from the OS. */
    ports?: Partial<Record<EmulatorName, number>>;
    log?: (line: string) => void;
}
export interface RunningEmulators {
    endpoints: LocalEndpoints;
    stop(): Promise<void>;
}
export declare const localRegion = "eu-central-1";
/** The account id in local ARNs and queue URLs: the one LocalStack uses too. */
export declare const localAccountId = "000000000000";
export declare function startEmulators(opts: EmulatorOptions): Promise<RunningEmulators>;
