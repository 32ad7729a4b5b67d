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

const BITCOIN: readonly { payment: string; ordinals: string }[] = [
  {
    payment: 'bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw',
    ordinals: 'bcrt1pfewlxm8meyyvgjydfu7v8j4ej64symj6ut8sf66h9germp94qgzs92e5zv',
  },
  {
    payment: 'bcrt1qddd479298yf4mtzdxwudkd7npj7ln3s5g9awk3',
    ordinals: 'bcrt1ps033a9wkghkslwe88lxqw3lv4j7afac9jcmjqteguuk0q7eat4fsp4cyrt',
  },
  {
    payment: 'bcrt1q03j55x5vxk4tp2qs5c74y6wmtgx9g586el74s6',
    ordinals: 'bcrt1p00qfchgvy9rswngjnuks8e2sz4tduzm2pt8hd2lvvu7a8zcdv9zs298gmj',
  },
  {
    payment: 'bcrt1qln7c2uu0555z7wwq5g9efkhrj8ds6ppjty4jjm',
    ordinals: 'bcrt1ph7yrsy969rch6l8hw09p6we5kry9kxxkn4yyn3tgma5yl08nq80qca3xe2',
  },
  {
    payment: 'bcrt1qzaw64te5ulmgehm98aumu5us3cej6uhukteu69',
    ordinals: 'bcrt1purqzj443dsw357qt92w2pmu0wpdxl6cz4s5kh24lh0p27w3mynasghg2kw',
  },
  {
    payment: 'bcrt1qfal96gykv9duuqqyp7xqzj68qukz6vrshpf5az',
    ordinals: 'bcrt1p0vr29lczy9nj7537a5y3vlx7q6sftf63fmk8gf5zxv6m23pva9zqe79apr',
  },
  {
    payment: 'bcrt1qp7qh3jam0cst6f2vp40uvmgp88xwa85qtg8fqe',
    ordinals: 'bcrt1pltstmzqz5udj9yw7qhezncs46yzyr4g8kdd6acaw5k86dpal5q7sv2kahw',
  },
  {
    payment: 'bcrt1qwu335pnuvq5guygjvgkt6wyk0aed6yh7uq7lsq',
    ordinals: 'bcrt1pcnjpyxtpxnrm0gyqnqyh2hhr8zmpfag6vctu9ak2hr3dleddcz8surjtwu',
  },
  {
    payment: 'bcrt1qawm5xwv44af9x6mgt9vjxk9ug3cw4mrrw0vc5a',
    ordinals: 'bcrt1pcjnr284g3h9quqtaxnyv7h0u4ffz9vxzkgyzh92gjzcnegs5c6vs07zzf7',
  },
  {
    payment: 'bcrt1qjcrh4wnmxvezr95aa2t8epsc9w2urf83g0tlmh',
    ordinals: 'bcrt1p448w0rq2mrluqvz476fatd7e0r902l9lsxd0jph2umt2lj27467sea9hvt',
  },
]

/** The families whose dev wallet addresses are known ahead. */
export type KnownFamily = 'solana' | 'cosmos' | 'polkadot'

const KNOWN: Record<KnownFamily, readonly string[]> = { solana: SOLANA, cosmos: COSMOS, polkadot: POLKADOT }

/**
 * The dev wallet's address of test account `index` in `family`, or undefined past #9 (derive it then).
 *
 * @example
 * knownAddress('cosmos', 0) // 'cosmos15yk64u7zc9g9k2yr2wmzeva5qgwxps6yxj00e7'
 */
export function knownAddress(family: KnownFamily, index: number): string | undefined {
  return KNOWN[family][index]
}

/**
 * The Dev Bitcoin Wallet's regtest payment and ordinals addresses of test account `index`, or undefined
 * past #9.
 *
 * @example
 * knownBitcoinAddresses(0)?.payment // 'bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw'
 */
export function knownBitcoinAddresses(index: number): { payment: string; ordinals: string } | undefined {
  return BITCOIN[index]
}
