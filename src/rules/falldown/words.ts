// How steps name cards and seats, in Japanese and English.
import type { Seat } from '../../table';

export function nameJa(card: { name: string }): string {
  return `「${card.name}」`;
}

export function nameEn(card: { name: string; nameEn?: string }): string {
  return `"${card.nameEn || card.name}"`;
}

export function seatJa(seat: Seat): string {
  return seat === 'p1' ? 'P1' : 'P2';
}

export function seatEn(seat: Seat): string {
  return seat === 'p1' ? 'P1' : 'P2';
}
