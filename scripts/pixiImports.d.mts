// Types of scripts/pixiImports.mjs (vite.config.ts imports it; the config loader wants a .mjs path).
import type { Plugin } from 'vite';

export const PIXI_NAMES: readonly string[];
export function pixiModuleSource(libDir: string, names: readonly string[]): string;
export function renderingInitSource(libDir: string): string;
export function pixiImports(names?: readonly string[]): Plugin;
