/** The baseline: the same page with React alone, subtracted from the host page's cost. */
import { createRoot } from 'react-dom/client'

createRoot(document.getElementById('root')!).render(<button type="button">Connect Wallet</button>)
