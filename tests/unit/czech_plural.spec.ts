import { describe, expect, test } from 'vitest'
import { CHARACTERS, czCount, czPlural, withCzechPlurals } from '#core/czech_plural'

describe('czPlural: the form for 1, for 2–4 and for the rest', () => {
  const ITEMS = ['položka', 'položky', 'položek'] as const
  test.each([
    [0, 'položek'],
    [1, 'položka'],
    [2, 'položky'],
    [4, 'položky'],
    [5, 'položek'],
    [11, 'položek'],
    [21, 'položek'],
    [22, 'položek'],
    [101, 'položek'],
    [1.5, 'položek'],
  ])('%d %s', (count, form) => {
    expect(czPlural(count, ITEMS)).toBe(form)
  })
})

describe('czCount', () => {
  test.each([
    [1, '1 znak'],
    [2, '2 znaky'],
    [3, '3 znaky'],
    [4, '4 znaky'],
    [5, '5 znaků'],
    [0, '0 znaků'],
  ])('%d → %s', (count, text) => {
    expect(czCount(count, CHARACTERS)).toBe(text)
  })
})

describe('withCzechPlurals: a template whose count is filled in', () => {
  test.each([
    ['alespoň 1 {znak|znaky|znaků}.', 'alespoň 1 znak.'],
    ['alespoň 3 {znak|znaky|znaků}.', 'alespoň 3 znaky.'],
    ['nejvýše 200 {znak|znaky|znaků}.', 'nejvýše 200 znaků.'],
    ['alespoň 1 {položku|položky|položek}', 'alespoň 1 položku'],
    ['text bez čísla {a|b|c}', 'text bez čísla {a|b|c}'],
    ['obyčejný text', 'obyčejný text'],
  ])('%s', (template, text) => {
    expect(withCzechPlurals(template)).toBe(text)
  })
})
