// Wires a room's Broadcast switch: one BroadcastControl per room page, its state into BroadcastPanel.
// This module (and the relay client behind it) loads only when a relay is configured.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { BROADCAST_DELAYS, type RelaySettings } from '../../net/relay/config';
import { browserSeatIdentity, type SeatIdentity } from '../../net/seatKeys';
import { BroadcastPanel } from '../../ui/BroadcastPanel';
import { BroadcastControl, takeBroadcastChoice } from '../broadcasting';
import type { OnlineSession } from '../online';

const controls = new WeakMap<OnlineSession, BroadcastControl>();
/** The lobby's choice per room page, kept here: the panel may mount more than once before the seat is held. */
const pendingChoice = new WeakMap<OnlineSession, number>();
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
    const choice = takeBroadcastChoice(online.roomId);
    if (choice !== null) pendingChoice.set(online, choice);
  }
  return control;
}

export default function BroadcastSlot({ online, relay, seated }: { online: OnlineSession; relay: RelaySettings; seated: boolean }) {
  const [control] = useState(() => controlFor(online, relay));
  // Broadcast chosen in the lobby: started once this browser holds its seat.
  useEffect(() => {
    const delay = pendingChoice.get(online);
    if (delay === undefined || !seated) return;
    pendingChoice.delete(online);
    control.setDelay(delay);
    void control.start();
  }, [online, seated, control]);
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
