// Wires a room's Broadcast switch: one BroadcastControl per room page, its state into BroadcastPanel.
// This module (and the relay client behind it) loads only when a relay is configured.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { BROADCAST_DELAYS, type RelaySettings } from '../../net/relay/config';
import { browserSeatIdentity, type SeatIdentity } from '../../net/seatKeys';
import { BroadcastPanel } from '../../ui/BroadcastPanel';
import { BroadcastControl, takeBroadcastChoice } from '../broadcasting';
import type { OnlineSession } from '../online';

const controls = new WeakMap<OnlineSession, BroadcastControl>();
let identity: Promise<SeatIdentity | null> | null = null;

function controlFor(online: OnlineSession, relay: RelaySettings): BroadcastControl {
  let control = controls.get(online);
  if (!control) {
    control = new BroadcastControl({
      roomId: online.roomId,
      transport: online.transport,
      identity: () => (identity ??= browserSeatIdentity()),
      seat: () => online.snapshot.mySeat,
    }, relay);
    controls.set(online, control);
  }
  return control;
}

export default function BroadcastSlot({ online, relay, seated }: { online: OnlineSession; relay: RelaySettings; seated: boolean }) {
  const [control] = useState(() => controlFor(online, relay));
  // Broadcast chosen in the lobby: started once this browser holds its seat.
  const [pending] = useState(() => ({ delay: takeBroadcastChoice(online.roomId) }));
  useEffect(() => {
    if (pending.delay === null || !seated) return;
    control.setDelay(pending.delay);
    pending.delay = null;
    void control.start();
  }, [pending, seated, control]);
  const state = useSyncExternalStore((fn) => control.subscribe(fn), () => control.snapshot);
  // A seat that stands up stops broadcasting (only seats publish).
  useEffect(() => {
    if (!seated && state.status !== 'off') control.stop();
  }, [seated, state.status, control]);
  return (
    <BroadcastPanel
      status={state.status} delaySeconds={state.delaySeconds} delays={BROADCAST_DELAYS} viewerUrl={state.viewerUrl} seated={seated}
      onToggle={(on) => (on ? void control.start() : control.stop())}
      onDelay={(s) => control.setDelay(s)}
    />
  );
}
