/**
 * The pages the social login pop-up shows on the secure site: a loading page while the provider's page
 * is asked for, and the callback page, which posts the attempt's result to the window that opened the
 * pop-up (the host page, on the origin its attempt named) and closes.
 */
import { SOCIAL_RESULT_FRAGMENT, type SocialResultMessage } from '@latch/protocol/embedded'

const STYLE =
  'body{font:16px system-ui,sans-serif;display:grid;place-items:center;min-height:90vh;margin:0;color:#222;background:#fff}@media(prefers-color-scheme:dark){body{color:#eee;background:#141414}}'

const html = (title: string, body: string, script = '', nonce = '') => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${title}</title><style>${STYLE}</style></head>
<body><main><p id="status" role="status">${body}</p></main>${script ? `<script nonce="${nonce}">${script}</script>` : ''}</body></html>`

/**
 * The loading page.
 *
 * @example
 * loadingPage(nonce).body // '<!doctype html>…Connecting…'
 */
export function loadingPage(nonce: string): { body: string; nonce: string } {
  return { body: html('Connecting…', 'Connecting…'), nonce }
}

/**
 * The callback page: posts `result.message` to the opener on `result.origin` and closes. A full-page
 * login (no opener, `returnTo` set) goes back to the app's page with the message in its fragment.
 * Without a result (an unknown or used state) it says so.
 *
 * @example
 * callbackPage(nonce, { message: { type: 'latch:social-result', state, result }, origin: 'https://app.example' })
 */
export function callbackPage(
  nonce: string,
  result: { message: SocialResultMessage; origin: string; returnTo?: string } | undefined,
): { body: string; nonce: string } {
  if (!result)
    return {
      body: html(
        'Login expired',
        'This login has expired or was already used: close this window and try again.',
      ),
      nonce,
    }
  const back = result.returnTo
    ? `${result.returnTo.split('#')[0]}#${SOCIAL_RESULT_FRAGMENT}=${encodeURIComponent(JSON.stringify(result.message))}`
    : undefined
  // JSON inside the script: no `<` may end it early.
  const data = JSON.stringify({ message: result.message, origin: result.origin, back }).replace(
    /</g,
    '\\u003c',
  )
  const script = `const r=${data};if(window.opener&&!r.back){window.opener.postMessage(r.message,r.origin);window.close()}else if(r.back){location.replace(r.back)}else{document.getElementById('status').textContent='You can close this window.'}`
  return { body: html('Connecting…', 'Connecting…', script, nonce), nonce }
}
