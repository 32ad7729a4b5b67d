/**
 * docs/architecture.md says what core's imports draw (rooms, floors, arrows, the ones running back up,
 * circles); this test keeps that line true, so a change to the structure shows in the docs.
 */
import { readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { coreStructure } from './core-structure.ts'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const doc = readFileSync(join(root, 'docs', 'architecture.md'), 'utf8')

describe("core's structure", () => {
  const s = coreStructure()

  it('is what docs/architecture.md says', () => {
    const line =
      /Now: \*\*(\d+) rooms on (\d+) floors, (\d+) arrows, (\d+) running back up, (?:no circle|(\d+) circles? of (\d+) rooms)\.\*\*/.exec(
        doc.replace(/\s+/g, ' '),
      )
    expect(line, 'the "Now:" line of docs/architecture.md').not.toBeNull()
    const [rooms, floors, arrows, back, circles = 0, largest = 0] = line!.slice(1).map((n) => Number(n ?? 0))
    expect({
      rooms: s.rooms,
      floors: s.floors,
      arrows: s.arrows,
      back: s.backArrows.length,
      circles: s.circles.length,
      largest: s.circles[0]?.length ?? 0,
    }).toEqual({ rooms, floors, arrows, back, circles, largest })
  })

  it('lists every room in docs/architecture.md with its floor and exactly the rooms it imports', () => {
    const table = Object.fromEntries(
      [...doc.matchAll(/^\|[ \t]*`([\w/-]+)`[ \t]*\|[ \t]*(\d+)[ \t]*\|.*\|[ \t]*(.+?)[ \t]*\|$/gm)].map(
        (m) => [
          m[1]!,
          {
            floor: Number(m[2]),
            imports: m[3] === 'none' ? [] : [...m[3]!.matchAll(/`([^`]+)`/g)].map((x) => x[1]!),
          },
        ],
      ),
    )
    expect(table).toEqual(s.roomsByName)
  })

  it('puts every arrow that runs back up inside a circle, and every circle has one', () => {
    const inCircle = (r: string) => s.circles.findIndex((c) => c.includes(r))
    for (const [from, to] of s.backArrows) {
      expect(inCircle(from), `${from} → ${to}`).toBeGreaterThanOrEqual(0)
      expect(inCircle(from)).toBe(inCircle(to))
    }
    for (const c of s.circles) expect(s.backArrows.some(([from]) => c.includes(from))).toBe(true)
  })
})
