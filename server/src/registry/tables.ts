/**
 * The wallet registry's table.
 */
import type { AnyCaipNetworkId } from '@latch/protocol/caip-ids'
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core'

/**
 * The wallet registry (`GET /v1/wallets`): the seed list shipped with the server, or the public
 * WalletConnect explorer listing imported by `npm run registry:import`. `rank` orders the listing.
 */
export const wallets = pgTable(
  'wallets',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    rdns: text('rdns'),
    homepage: text('homepage'),
    mobileLink: text('mobile_link'),
    universalLink: text('universal_link'),
    desktopLink: text('desktop_link'),
    webappLink: text('webapp_link'),
    chains: jsonb('chains').$type<AnyCaipNetworkId[]>().notNull(),
    rank: integer('rank').notNull(),
    /** The icon's bytes (base64) and type when imported; absent, a generated icon is served. */
    image: text('image'),
    imageType: text('image_type'),
  },
  (t) => [index('wallets_rank_idx').on(t.rank, t.name)],
)
