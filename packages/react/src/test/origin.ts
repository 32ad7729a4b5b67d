/** Where Vitest serves the component tests' page (fixed, so the test server can allow it). */
export const BROWSER_TEST_PORT = 63_315
export const BROWSER_TEST_ORIGIN = `http://127.0.0.1:${BROWSER_TEST_PORT}`
