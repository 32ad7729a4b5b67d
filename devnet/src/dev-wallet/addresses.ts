/**
 * The dev wallets' addresses of test accounts #0–#9 (the `?account=` the demo takes), known without
 * deriving a key: a page shows them as it renders, and deriving them there cost the demo ~300 ms of
 * PBKDF2 and curve arithmetic before a returning visitor's connection could start. `addresses.test.ts`
 * checks each against its derivation.
 */

const SOLANA = [
  'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96',
  'AqynRZwvVqUPRwRJXvm6odUb3t93fDjnWe3p6BeuUFxD',
  'CqMbRgMuEhQi9BUS8xP44Wk5nENm48FqJnfjEi4eNb1k',
  '9Tj3srBSxH7RFRCm8uharreY7ZBS49XSfpwCeYa7Xaqp',
  '6gYw7q94fJdEwL8WkT1a6LHBdTMbix1aciALwEWPx3Wp',
  '7EeV8eiRuGoR8bFHCjdCRGQd1RM5sR2dAkdiTEtC9ko7',
  'F9fVg2LeE2RhM6CfNn888hbjqovZDEWY3vm2hEkvX3Nh',
  '26roUwgM5T6bccX41hakjiW4fDiKFSao1RyoFsAxr6e6',
  '5mCGtMUD21HEvWJxKGKS6HEAH7ezzy12MWGs4bPgcJwV',
  '2yaW8VAMLhQiornz1BgcSWDUSH2jC2dmB8RWnTJi8Yab',
] as const

const COSMOS = [
  'cosmos15yk64u7zc9g9k2yr2wmzeva5qgwxps6yxj00e7',
  'cosmos1pytelukfdc0c5yu43ka7svuj66xfyn32gqamrp',
  'cosmos1glhldqt0u24h7zhs0y50stf2m8exunrah36w5e',
  'cosmos1zaz38q7n83hvxpv7ttl6yrnq9kq5asapgvwdpk',
  'cosmos1ey096jd9ake99v0r3q87lkx7s6k3h0q8hjlk8a',
  'cosmos1qaxdsh73az89ugqjjhsalqz04x3fggjkx3eqj4',
  'cosmos1vd9kcl6lvh0jndwpe470r7yxypl8e2agd4ywel',
  'cosmos1z7p43jqrd4etw38yy7mdaj84v4v5dpkfpnaqw8',
  'cosmos1tlenzxkfh38zr34wrhqjpsuvm0g3m2wala0erv',
  'cosmos1e2uqm2995thdu77wlxj8fj09tuqztelvhqfpyp',
] as const

const POLKADOT = [
  '13AYmj8xmDGKixenStJSz6j5B9HeRR7Kx4yRLpSR6C5UDLvf',
  '13bdbJz7X2hErFKm1b6QMVH7SZr3PmMqFmvbHuR8kUAwJx1b',
  '13MheSqsegWdzntxop3bni2bGQNknwhm216373KDhgwpvkt8',
  '12NrAQPDmBbeL5mKpdhSXpzJZvpRqZcsNSXsKfxbFixm8t46',
  '1k1iAasE6oRK22aLdqT1MHuudUyGy2LiVmAoLCch27CUySc',
  '14dvxSQAkcH9f4jQGLAyTV4s5Yw5ZL7sULBk2xEnfi472kiz',
  '15J1VztFSHRKQ7MjwDYVTggeU1xygm1fm1oyoiyp2xTgYPFp',
  '14Ei3WtTVBbviQK6waHEjiMv3fvfKDgWd1WE3BbU6g6pp7md',
  '157ugPK29brshWRFHfVHtqoLHE8EhsM1YoMP9VW3sPcfUtp8',
  '13ZW4nM2rtx8tCWhzJzWfXBBmPbARD82b54ah1oDQXR4FLDw',
] as const

const BITCOIN: readonly KnownBitcoinAccount[] = [
  {
    payment: 'bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw',
    paymentKey: '03f3d474c86c9be5b82e251cc3cc438d3cc361527b4b9799516c4bd513caf9e5f6',
    ordinals: 'bcrt1pfewlxm8meyyvgjydfu7v8j4ej64symj6ut8sf66h9germp94qgzs92e5zv',
    ordinalsKey: '8c7fc6552af4384a13791e63bac79ff2bcfeedf143a88d6dc4b6080a8829cdc1',
  },
  {
    payment: 'bcrt1qddd479298yf4mtzdxwudkd7npj7ln3s5g9awk3',
    paymentKey: '027a55702251cc137d0c1614fa5585b168fb0172e9c9c6fa46c381140d54335ddf',
    ordinals: 'bcrt1ps033a9wkghkslwe88lxqw3lv4j7afac9jcmjqteguuk0q7eat4fsp4cyrt',
    ordinalsKey: 'e8426a32447ee3462f75e8233fd46bf9453904c2e374591bec14e64c7f3a2b23',
  },
  {
    payment: 'bcrt1q03j55x5vxk4tp2qs5c74y6wmtgx9g586el74s6',
    paymentKey: '02ed27f7da37a738e6403f06fb7da530aa60bfcc21888d8dfc85c71cffdfcdad4b',
    ordinals: 'bcrt1p00qfchgvy9rswngjnuks8e2sz4tduzm2pt8hd2lvvu7a8zcdv9zs298gmj',
    ordinalsKey: '32df2804cb02c6fb73efef93ae5345e98cb494880f009e7a8e5d7689931283d3',
  },
  {
    payment: 'bcrt1qln7c2uu0555z7wwq5g9efkhrj8ds6ppjty4jjm',
    paymentKey: '03e72880f8578614e0e4cde20def8dc49c3461067f6cf8a26a387838a937a9b526',
    ordinals: 'bcrt1ph7yrsy969rch6l8hw09p6we5kry9kxxkn4yyn3tgma5yl08nq80qca3xe2',
    ordinalsKey: '5f117099e2f9bde52be0f2b8f36ca8adcb78b863e6b73c23fdd3a749fda747bd',
  },
  {
    payment: 'bcrt1qzaw64te5ulmgehm98aumu5us3cej6uhukteu69',
    paymentKey: '03cf3f3c8646b5fad72dda7b36f853ba9514bf3f8cb6e462fbf98e9bc382a8e893',
    ordinals: 'bcrt1purqzj443dsw357qt92w2pmu0wpdxl6cz4s5kh24lh0p27w3mynasghg2kw',
    ordinalsKey: '06a36156e104adacd87699b55c2c78df25b3ab165e65cc75920b5d9a1cb67af4',
  },
  {
    payment: 'bcrt1qfal96gykv9duuqqyp7xqzj68qukz6vrshpf5az',
    paymentKey: '02b9f68bdac5c223137cee24a25568e88aaf9fb8e7129df2164d28ca87b7bce9d8',
    ordinals: 'bcrt1p0vr29lczy9nj7537a5y3vlx7q6sftf63fmk8gf5zxv6m23pva9zqe79apr',
    ordinalsKey: '93b25c36babfd70eb43a828178e95d35e8f474de88e92422df734e1d68e0e92c',
  },
  {
    payment: 'bcrt1qp7qh3jam0cst6f2vp40uvmgp88xwa85qtg8fqe',
    paymentKey: '02c5720c81896b5f50d8b7dcd4ba549eafefa8de18662e884381974e2b28d8a685',
    ordinals: 'bcrt1pltstmzqz5udj9yw7qhezncs46yzyr4g8kdd6acaw5k86dpal5q7sv2kahw',
    ordinalsKey: '604c29c5198bcd0db36aa409163c35a1dc4ba7cbf37f15456abbf194872fef35',
  },
  {
    payment: 'bcrt1qwu335pnuvq5guygjvgkt6wyk0aed6yh7uq7lsq',
    paymentKey: '02889b9cfa74fe7f30365f5d8d4d49608ca44fe30575c8b41bd05dc781905ee090',
    ordinals: 'bcrt1pcnjpyxtpxnrm0gyqnqyh2hhr8zmpfag6vctu9ak2hr3dleddcz8surjtwu',
    ordinalsKey: 'a22556c05cf81c97e466ec5257921c2b8188d98dec3d1a2c82b57b6ed438cda7',
  },
  {
    payment: 'bcrt1qawm5xwv44af9x6mgt9vjxk9ug3cw4mrrw0vc5a',
    paymentKey: '0342d17b496e2a8f83435a3de96212415a067ae287f2ae7eaaf8a9234e43b8bd9e',
    ordinals: 'bcrt1pcjnr284g3h9quqtaxnyv7h0u4ffz9vxzkgyzh92gjzcnegs5c6vs07zzf7',
    ordinalsKey: '9e791080458999a92968c10b979bbfa8a1f86ba9d52c89802c9bae134c9e118c',
  },
  {
    payment: 'bcrt1qjcrh4wnmxvezr95aa2t8epsc9w2urf83g0tlmh',
    paymentKey: '025e4a777806c4f66f4065141d3dcf0798e390912fa071d2a3346480a7994c4d88',
    ordinals: 'bcrt1p448w0rq2mrluqvz476fatd7e0r902l9lsxd0jph2umt2lj27467sea9hvt',
    ordinalsKey: '69500a5bbe35074d1a23d3824ccfcc647f447ac4d3b4f80811697cc0014283d3',
  },
]

/**
 * A Dev Bitcoin Wallet account's addresses and the keys its accounts announce: the payment key
 * (compressed secp256k1) and the ordinals account's taproot internal key (x-only), in hex.
 */
export type KnownBitcoinAccount = {
  payment: string
  paymentKey: string
  ordinals: string
  ordinalsKey: string
}

/** The families whose dev wallet addresses are known ahead. */
export type KnownFamily = 'solana' | 'cosmos' | 'polkadot'

const KNOWN: Record<KnownFamily, readonly string[]> = { solana: SOLANA, cosmos: COSMOS, polkadot: POLKADOT }

/**
 * The test account a dev wallet holds: `index` (default 0) when it is one of the ten the devnet funds,
 * #0 to #9; anything else is refused, before a wallet is made.
 *
 * @example
 * knownAccount(3) // 3
 * knownAccount(10) // throws RangeError
 */
export function knownAccount(index = 0): number {
  if (!Number.isInteger(index) || index < 0 || index >= COSMOS.length)
    throw new RangeError(`A dev wallet holds one of the devnet test accounts #0 to #9, not #${index}`)
  return index
}

/**
 * The dev wallet's address of test account `index` (#0 to #9) in `family`.
 *
 * @example
 * knownAddress('cosmos', 0) // 'cosmos15yk64u7zc9g9k2yr2wmzeva5qgwxps6yxj00e7'
 */
export function knownAddress(family: KnownFamily, index: number): string {
  return KNOWN[family][knownAccount(index)]!
}

/**
 * The Dev Bitcoin Wallet's regtest payment and ordinals addresses of test account `index` (#0 to #9),
 * with the keys its accounts announce.
 *
 * @example
 * knownBitcoinAddresses(0).payment // 'bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw'
 */
export function knownBitcoinAddresses(index: number): KnownBitcoinAccount {
  return BITCOIN[knownAccount(index)]!
}
