/** `npm run devnet`: starts the devnet and keeps it up until Ctrl-C. */
import { startDevnet } from './index.ts'

const devnet = await startDevnet()
for (const c of devnet.chains) {
  console.log(
    `chain ${c.id} (${c.name}) at ${c.rpcUrl}; tokens ${c.tokens.map((t) => `${t.symbol} ${t.address}`).join(', ')}`,
  )
}
console.log(`chain ${devnet.solana.caipNetworkId} (Latch Devnet Solana) at ${devnet.solana.rpcUrl}`)
console.log(
  `chain ${devnet.bitcoin.caipNetworkId} (Latch Bitcoin Regtest, Esplora) at ${devnet.bitcoin.esploraUrl}`,
)
const shutdown = async () => {
  await devnet.stop()
  process.exit(0)
}
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)
