// Where the broadcast relay lives and how long a broadcast is held back. Read from `?relay=` or
// saved settings; anything malformed means "no relay" so the app runs as before (mesh only).
import { z } from 'zod/mini';

/** Delays a broadcasting player may choose, in seconds (0 = live). */
export const BROADCAST_DELAYS = [0, 3, 30, 120] as const;

export const relayUrlSchema = z.string().check(z.maxLength(500), z.regex(/^wss?:\/\/[^\s]+$/i));
export const broadcastDelaySchema = z.int().check(z.minimum(0), z.maximum(600));

export const relaySettingsSchema = z.object({
  url: relayUrlSchema,
  delaySeconds: broadcastDelaySchema,
});
export type RelaySettings = z.infer<typeof relaySettingsSchema>;

/** The relay URL from the page address (`?relay=wss://…`), else null: no relay, no Broadcast option. */
export function relayFromLocation(search: string, saved: string | null = null): RelaySettings | null {
  const params = new URLSearchParams(search);
  const url = relayUrlSchema.safeParse(params.get('relay') ?? saved ?? '');
  if (!url.success) return null;
  const delayText = params.get('relayDelay');
  const delay = delayText === null ? { success: true as const, data: 0 } : broadcastDelaySchema.safeParse(Number(delayText));
  return { url: url.data, delaySeconds: delay.success ? delay.data : 0 };
}
