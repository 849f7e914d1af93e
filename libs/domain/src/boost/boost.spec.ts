import { boostTypeBadge } from './boost';
import {
  normaliseCustomBookmakerName,
  validateBoostDraft,
} from './boost.errors';

describe('boost', () => {
  it.each([
    ['FIXED_PLACE_K2', 'Top-2'],
    ['ANY_OF_WIN', 'Any-Of'],
    ['PARLAY_ALL_WIN', 'Parlay'],
    ['FIXED_WIN', 'Win'],
    [null, 'Win'],
  ] as const)('should badge %p as %p', (type, badge) => {
    expect(boostTypeBadge(type)).toBe(badge);
  });

  const ok = {
    bookmaker: 'Betr',
    boostType: 'FIXED_PLACE_K2',
    raceExtId: 'r1',
    runnerExtId: 'r1-1',
    boostedOdds: 2.5,
  };
  it.each([
    ['a valid draft', {}, null],
    ['a missing runner', { runnerExtId: '' }, 'BOOST_FIELDS_REQUIRED'],
    ['missing odds', { boostedOdds: null }, 'BOOST_FIELDS_REQUIRED'],
    ['odds of 1.00', { boostedOdds: 1 }, 'BOOST_ODDS_INVALID'],
    ['NaN odds', { boostedOdds: Number.NaN }, 'BOOST_ODDS_INVALID'],
    ['an unknown type', { boostType: 'MEGA' }, 'BOOST_TYPE_INVALID'],
  ])('should check %s', (_label, change, code) => {
    expect(validateBoostDraft({ ...ok, ...change })).toBe(code);
  });

  it.each([
    ['  Unibet ', 'Unibet'],
    ['   ', null],
  ])('should trim a custom bookmaker name %p to %p', (name, expected) => {
    expect(normaliseCustomBookmakerName(name)).toBe(expected);
  });
});
