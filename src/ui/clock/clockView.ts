// The clock bar's text: the faces themselves come from the rules (src/rules/core/clockFaces.ts).
export { clockFaces, type ClockEvent, type ClockFace, type ClockSnapshot, type ClockSource } from '../../rules/core/clockFaces';

/** m:ss, or s.t under ten seconds (the last seconds are read closely). */
export function formatClock(ms: number): string {
  const left = Math.max(0, ms);
  if (left < 10_000) return (Math.floor(left / 100) / 10).toFixed(1);
  const total = Math.ceil(left / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}
