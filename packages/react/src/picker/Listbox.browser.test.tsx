import { describe, expect, it, onTestFinished } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { renderAlone } from '../test/render.tsx'
import { Listbox, type ListOption } from './Listbox.tsx'

const NETWORKS: ListOption[] = ['Ethereum', 'Base', 'Optimism', 'Arbitrum', 'Polygon', 'Zora', 'Gnosis'].map(
  (label, i) => ({ id: `n${i}`, label, group: i < 4 ? 'Main' : 'More', trailing: `${i}.0` }),
)

function show(options: ListOption[], selected?: string, empty?: string) {
  const picked: string[] = []
  let escaped = 0
  renderAlone(
    <Listbox
      label="Networks"
      options={options}
      selected={selected}
      onSelect={(id) => picked.push(id)}
      onEscape={() => escaped++}
      searchLabel="Search networks"
      noMatch="No network matches"
      {...(empty ? { empty } : {})}
      autoFocus
    />,
  )
  return { picked, escapes: () => escaped }
}

describe('Listbox', () => {
  it('says there is nothing to choose, not that nothing matches, when it has no options', async () => {
    show([], undefined, 'No tokens to send yet')
    await expect.element(page.getByRole('status')).toHaveTextContent('No tokens to send yet')
    expect(page.getByText('No network matches').elements()).toHaveLength(0)
  })

  it('is a named listbox of options in named groups, the chosen one selected', async () => {
    show(NETWORKS.slice(0, 5), 'n1')
    const list = page.getByRole('listbox', { name: 'Networks' })
    await expect.element(list).toBeVisible()
    await expect.element(list.getByRole('group', { name: 'Main' })).toBeVisible()
    await expect.element(list.getByRole('option', { name: /Base/ })).toHaveAttribute('aria-selected', 'true')
    await expect
      .element(list.getByRole('option', { name: /Polygon/ }))
      .toHaveAttribute('aria-selected', 'false')
    // A handful or fewer: no search box.
    expect(page.getByRole('combobox').elements()).toHaveLength(0)
  })

  it('moves with the arrows, Home and End from the chosen option, and Enter or Space chooses', async () => {
    const { picked } = show(NETWORKS.slice(0, 5), 'n1')
    const list = page.getByRole('listbox', { name: 'Networks' })
    await expect.element(list).toHaveFocus()
    await userEvent.keyboard('{ArrowDown}{Enter}')
    expect(picked).toEqual(['n2'])
    await userEvent.keyboard('{End} ')
    expect(picked).toEqual(['n2', 'n4'])
    await userEvent.keyboard('{Home}{ArrowUp}{Enter}')
    expect(picked).toEqual(['n2', 'n4', 'n0'])
    const active = list.element().getAttribute('aria-activedescendant')
    expect(document.getElementById(active!)?.textContent).toContain('Ethereum')
  })

  it('searches once there are more than a handful, the arrows still moving through the matches', async () => {
    const { picked } = show(NETWORKS)
    const search = page.getByRole('combobox', { name: 'Search networks' })
    await expect.element(search).toHaveFocus()
    await userEvent.keyboard('o')
    const options = page.getByRole('option')
    expect(options.elements().map((o) => o.textContent)).toEqual([
      'Optimism2.0',
      'Polygon4.0',
      'Zora5.0',
      'Gnosis6.0',
    ])
    await userEvent.keyboard('{ArrowDown}{Enter}')
    expect(picked).toEqual(['n4'])
    await userEvent.keyboard('zzz')
    await expect.element(page.getByRole('status')).toHaveTextContent('No network matches')
    await userEvent.keyboard('{Enter}')
    expect(picked).toEqual(['n4'])
  })

  it('a click chooses; Escape goes to the picker and stops there', async () => {
    const { picked, escapes } = show(NETWORKS.slice(0, 3))
    let outside = 0
    const count = (e: KeyboardEvent) => {
      if (e.key === 'Escape') outside++
    }
    document.addEventListener('keydown', count)
    onTestFinished(() => document.removeEventListener('keydown', count))
    await page.getByRole('option', { name: /Optimism/ }).click()
    expect(picked).toEqual(['n2'])
    await userEvent.keyboard('{Escape}')
    expect(escapes()).toBe(1)
    expect(outside).toBe(0)
  })
})
