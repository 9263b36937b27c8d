// Types of scripts/relayProcesses.mjs (used by the relay's net test and benchmark).
import type { ChildProcess } from 'node:child_process';

export function ensureRedis(): string;
export function freePort(): Promise<number>;
export function startRedis(): Promise<{ url: string; port: number; pid: number | undefined; stop(): Promise<void> }>;
export function startRelay(options?: { redis?: string; name?: string }): Promise<{
  url: string; port: number; pid: number | undefined; child: ChildProcess; stop(): Promise<void>; kill(): Promise<void>;
}>;
