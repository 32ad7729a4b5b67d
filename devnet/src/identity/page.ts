/** The identity provider's sign-in page: an email, whether it is verified, Sign in or Deny. */

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/**
 * The page for a client's request, with an error above the form when the last try had one.
 *
 * @example
 * renderSignIn({ client: 'Latch devnet (google)' })
 */
export function renderSignIn(opts: { client: string; error?: string }): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Sign in · devnet identity provider</title>
<style>body{font:16px system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}label{display:block;margin:.75rem 0}input[type=email]{width:100%;padding:.5rem;font:inherit}button{font:inherit;padding:.5rem 1rem;margin-right:.5rem}.error{color:#b00020}</style>
</head><body>
<main>
<h1>Sign in to ${escapeHtml(opts.client)}</h1>
<p>The devnet's identity provider: any address signs in, nothing is checked.</p>
${opts.error ? `<p class="error" role="alert">${escapeHtml(opts.error)}</p>` : ''}
<form method="post">
<label>Email <input type="email" name="email" required autocomplete="off" value="ada@example.com"></label>
<label><input type="checkbox" name="verified" checked> The provider has verified this email</label>
<button type="submit" name="action" value="sign-in">Sign in</button>
<button type="submit" name="action" value="deny" formnovalidate>Deny</button>
</form>
</main>
</body></html>`
}
