/**
 * The structure of `@latch/core` drawn from its own imports (issue 50's measure): each folder of
 * `src/` is a room, and so is each module at its top level; an import from a module of one room to a
 * module of another is an arrow between them (type imports and `import()` count: a room that names
 * another's types, or loads it later, depends on it). The rooms are put in the order that leaves the
 * fewest arrows pointing up, and stand on floors by the longest chain of arrows below them; an arrow
 * that points up closes a circle of rooms that import each other.
 *
 *   tsx scripts/core-structure.ts          # prints the numbers and every circle
 *   tsx scripts/core-structure.ts --rooms  # and each room's floor and the rooms it imports
 */
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'packages', 'core', 'src')

/** What the imports draw. */
export type CoreStructure = {
  /** Folders of src/ and the modules at its top level. */
  rooms: number
  /** Distinct room-to-room imports. */
  arrows: number
  /** Floors the rooms stand on, with the fewest arrows running back up that the order finds. */
  floors: number
  /** Groups of rooms that import each other round a circle, largest first. */
  circles: string[][]
  /** Arrows that run back up, from a room to one on a floor above it: each closes a circle. */
  backArrows: [from: string, to: string][]
  /** Each room's floor (1: imports no other room) and the rooms it imports, sorted. */
  roomsByName: Record<string, { floor: number; imports: string[] }>
}

const roomOf = (file: string) => {
  const [first = '', ...rest] = relative(SRC, file).split(/[\\/]/)
  return rest.length > 0 ? `${first}/` : first.replace(/\.ts$/, '')
}

/** Every shipped module of core's src/ (no tests, no test support). */
function modules(): string[] {
  return readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !/\.test\.ts$|(^|[\\/])test-support\.ts$|^test[\\/]/.test(f))
    .map((f) => join(SRC, f))
}

/**
 * The relative modules a file imports or re-exports, types and `import()` included (TypeScript's own
 * import scan, as `scripts/check-imports.ts` reads them).
 */
function importsOf(file: string): string[] {
  return ts
    .preProcessFile(readFileSync(file, 'utf8'), true, true)
    .importedFiles.map((f) => f.fileName)
    .filter((spec) => spec.startsWith('.'))
    .map((spec) => resolve(dirname(file), spec))
}

/**
 * Draws core's structure from its imports.
 *
 * @example
 * const { rooms, circles } = coreStructure()
 */
export function coreStructure(): CoreStructure {
  const arrows = new Map<string, Set<string>>()
  for (const file of modules()) {
    const from = roomOf(file)
    if (!arrows.has(from)) arrows.set(from, new Set())
    for (const target of importsOf(file)) {
      const to = roomOf(target)
      if (to !== from) arrows.get(from)!.add(to)
    }
  }
  const rooms = [...arrows.keys()].sort()
  const order = floorOrder(rooms, arrows)
  const position = new Map(order.map((r, i) => [r, i]))
  // An arrow runs down when it goes from a room earlier in the order to a later one; the others run
  // back up. Floors: the longest chain of downward arrows below a room (a room importing none is floor 1).
  const floor = new Map<string, number>()
  for (const r of [...order].reverse()) {
    let f = 1
    for (const w of arrows.get(r) ?? [])
      if (position.get(w)! > position.get(r)!) f = Math.max(f, floor.get(w)! + 1)
    floor.set(r, f)
  }
  let arrowCount = 0
  const back: [string, string][] = []
  for (const [from, to] of arrows)
    for (const w of to) {
      arrowCount++
      if (position.get(w)! < position.get(from)!) back.push([from, w])
    }
  return {
    rooms: rooms.length,
    arrows: arrowCount,
    floors: Math.max(...floor.values()),
    backArrows: back.sort((x, y) => x.join().localeCompare(y.join())),
    circles: circlesOf(rooms, arrows),
    roomsByName: Object.fromEntries(
      rooms.map((r) => [r, { floor: floor.get(r)!, imports: [...(arrows.get(r) ?? [])].sort() }]),
    ),
  }
}

/**
 * The order that puts the fewest arrows back up (Eades, Lin and Smyth's greedy heuristic for the
 * minimum feedback arc set): rooms nothing imports go first, rooms importing nothing last; of the rest,
 * the one with the most arrows out over arrows in next.
 */
function floorOrder(rooms: readonly string[], arrows: ReadonlyMap<string, ReadonlySet<string>>): string[] {
  const left = new Set(rooms)
  const outOf = (r: string) => [...(arrows.get(r) ?? [])].filter((w) => left.has(w)).length
  const into = (r: string) => [...left].filter((v) => arrows.get(v)?.has(r)).length
  const top: string[] = []
  const bottom: string[] = []
  while (left.size > 0) {
    let moved = true
    while (moved) {
      moved = false
      for (const r of [...left].sort())
        if (outOf(r) === 0) {
          bottom.unshift(r)
          left.delete(r)
          moved = true
        } else if (into(r) === 0) {
          top.push(r)
          left.delete(r)
          moved = true
        }
    }
    if (left.size === 0) break
    const best = [...left].sort().reduce((a, b) => (outOf(b) - into(b) > outOf(a) - into(a) ? b : a))
    top.push(best)
    left.delete(best)
  }
  return [...top, ...bottom]
}

/** Groups of rooms that import each other round a circle (strongly connected, more than one room). */
function circlesOf(rooms: readonly string[], arrows: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[][] = []
  let next = 0
  const connect = (v: string) => {
    index.set(v, next)
    low.set(v, next++)
    stack.push(v)
    onStack.add(v)
    for (const w of arrows.get(v) ?? []) {
      if (!index.has(w)) {
        connect(w)
        low.set(v, Math.min(low.get(v)!, low.get(w)!))
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!))
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = []
      for (let w = stack.pop()!; ; w = stack.pop()!) {
        onStack.delete(w)
        component.push(w)
        if (w === v) break
      }
      if (component.length > 1) found.push(component.sort())
    }
  }
  for (const r of rooms) if (!index.has(r)) connect(r)
  return found.sort((a, b) => b.length - a.length)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const s = coreStructure()
  console.log(
    `@latch/core: ${s.rooms} rooms on ${s.floors} floors, ${s.arrows} arrows, ${s.backArrows.length} running back up; ${s.circles.length} circle(s)`,
  )
  for (const c of s.circles) console.log(`  circle of ${c.length}: ${c.join(' ')}`)
  for (const [from, to] of s.backArrows) console.log(`  back up: ${from} → ${to}`)
  if (process.argv.includes('--rooms'))
    for (const [room, { floor, imports }] of Object.entries(s.roomsByName).sort(
      ([a, x], [b, y]) => x.floor - y.floor || a.localeCompare(b),
    ))
      console.log(`  floor ${floor}: ${room} → ${imports.join(' ') || '(none)'}`)
}
