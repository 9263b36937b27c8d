// The lobby's network settings: shown as text, checked, and remembered only when they differ
// from the default (our own server, no STUN/TURN), so a default never pins an old address.
import { defaultSignalingUrl, loadNetSettings, saveNetSettings, settingsFromText, settingsToText } from '../net/settings';
import type { NetworkText } from '../ui/Lobby';

export function lobbyNetworkProps(): { network: NetworkText; checkNetwork(text: NetworkText): string | null } {
  return {
    network: settingsToText(loadNetSettings(location, localStorage)),
    checkNetwork: (text) => {
      const result = settingsFromText(text);
      return result.ok ? null : result.error;
    },
  };
}

export function rememberNetwork(text: NetworkText): void {
  const result = settingsFromText(text);
  if (!result.ok) return;
  const { signaling, iceServers } = result.settings;
  const isDefault = iceServers.length === 0 && signaling.length === 1 && signaling[0] === defaultSignalingUrl(location);
  if (isDefault) localStorage.removeItem('fudaba.net');
  else saveNetSettings(localStorage, result.settings);
}
