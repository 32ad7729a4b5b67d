/**
 * A deterministic two-colour gradient from an address, so each account has a recognisable avatar with
 * no network request.
 *
 * @example
 * avatarGradient('0xf39F…') // 'linear-gradient(135deg,hsl(…),hsl(…))'
 */
export function avatarGradient(address: string): string {
  let h = 0
  for (const ch of address.toLowerCase()) h = (h * 31 + ch.charCodeAt(0)) >>> 0
  const a = h % 360
  const b = (a + 40 + ((h >>> 9) % 120)) % 360
  return `linear-gradient(135deg,hsl(${a} 80% 60%),hsl(${b} 75% 45%))`
}
