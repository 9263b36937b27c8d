// Card numbers are compared the way people type them: full-width or half-width, any letter case.

/** The key two card numbers share when they mean the same card ("ｎｆ－０１２" and "NF-012"). */
export function cardNumberKey(number: string): string {
  return number.normalize('NFKC').trim().toUpperCase();
}
