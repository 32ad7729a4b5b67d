import { buildPage } from '../pages.ts'
console.log(await buildPage(new URL('./host', import.meta.url).pathname))
