// Where to find peers: our signaling server(s) and ICE (STUN/TURN) servers. Nothing public is
// contacted unless the user configures it.
import { z } from 'zod/mini';
import { issueText } from '../table/issueText';

export const iceServerSchema = z.object({
  urls: z.union([z.string().check(z.minLength(1), z.maxLength(500)), z.array(z.string().check(z.minLength(1), z.maxLength(500))).check(z.minLength(1), z.maxLength(8))]),
  username: z.optional(z.string().check(z.maxLength(200))),
  credential: z.optional(z.string().check(z.maxLength(500))),
});

export const netSettingsSchema = z.object({
  signaling: z.array(z.string().check(z.regex(/^wss?:\/\/.+/i), z.maxLength(500))).check(z.minLength(1), z.maxLength(8)),
  iceServers: z.array(iceServerSchema).check(z.maxLength(8)),
});
export type NetSettings = z.infer<typeof netSettingsSchema>;

const STORAGE_KEY = 'fudaba.net';

/** Our own server, on the port the page came from. */
export function defaultSignalingUrl(location: { protocol: string; host: string }): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/signal`;
}

/**
 * Settings come from the URL (`signal=` repeated, `ice=` a JSON list), else from what the user
 * saved, else the page's own server with no ICE servers (host candidates only).
 */
export function loadNetSettings(location: { protocol: string; host: string; search: string }, storage: Pick<Storage, 'getItem'> | null): NetSettings {
  const params = new URLSearchParams(location.search);
  const fromUrl = params.getAll('signal');
  const iceParam = params.get('ice');
  let saved: Partial<NetSettings> = {};
  try {
    const parsed = z.partial(netSettingsSchema).safeParse(JSON.parse(storage?.getItem(STORAGE_KEY) ?? '{}'));
    if (parsed.success) saved = parsed.data;
  } catch {
    // Unreadable saved settings: use the defaults.
  }
  let iceFromUrl: NetSettings['iceServers'] | undefined;
  if (iceParam) {
    try {
      const parsed = netSettingsSchema.shape.iceServers.safeParse(JSON.parse(iceParam));
      if (parsed.success) iceFromUrl = parsed.data;
    } catch {
      // A broken ice= parameter is ignored rather than breaking the page.
    }
  }
  const signaling = fromUrl.filter((u) => /^wss?:\/\//i.test(u));
  return {
    signaling: signaling.length > 0 ? signaling : saved.signaling ?? [defaultSignalingUrl(location)],
    iceServers: iceFromUrl ?? saved.iceServers ?? [],
  };
}

export function saveNetSettings(storage: Pick<Storage, 'setItem'>, settings: NetSettings): void {
  storage.setItem(STORAGE_KEY, JSON.stringify(netSettingsSchema.parse(settings)));
}

/** Settings as a person edits them: signaling URLs one per line, ICE servers as JSON. */
export function settingsToText(settings: NetSettings): { signaling: string; ice: string } {
  return { signaling: settings.signaling.join('\n'), ice: settings.iceServers.length > 0 ? JSON.stringify(settings.iceServers) : '' };
}

export function settingsFromText(text: { signaling: string; ice: string }): { ok: true; settings: NetSettings } | { ok: false; error: string } {
  const signaling = text.signaling.split(/\s+/).filter((line) => line !== '');
  let ice: unknown = [];
  if (text.ice.trim() !== '') {
    try {
      ice = JSON.parse(text.ice);
    } catch {
      return { ok: false, error: 'STUN/TURN: not valid JSON' };
    }
  }
  const parsed = netSettingsSchema.safeParse({ signaling, iceServers: ice }, { error: issueText });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path[0] === 'iceServers' ? 'STUN/TURN' : 'signaling';
    return { ok: false, error: `${field}: ${issue?.message ?? 'invalid'} (signaling URLs start with ws:// or wss://)` };
  }
  return { ok: true, settings: parsed.data };
}
