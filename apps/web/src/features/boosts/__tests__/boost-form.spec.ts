import { boostFormProblem, toBoostBody } from '../model/boost-form';
import type { BoostFormValues } from '../model/boost-form';

const TOP2: BoostFormValues = {
  boostType: 'FIXED_PLACE_K2',
  bookmaker: 'Betr',
  legs: [{ raceExtId: 'r1', runnerExtId: 'x3' }],
  boostedOdds: 2.5,
  isActive: true,
  notes: '',
};

describe('boost form model', () => {
  it('should give docs/product.md §5 Top-2 messages under the §8 toast titles', () => {
    expect(boostFormProblem({ ...TOP2, bookmaker: '' })).toEqual({
      title: 'Missing Fields',
      message: 'Please fill in all required fields',
    });
    expect(boostFormProblem({ ...TOP2, boostedOdds: 1 })).toEqual({
      title: 'Invalid Odds',
      message: 'Boosted odds must be greater than 1.00',
    });
    expect(boostFormProblem(TOP2)).toBeNull();
  });

  it('should send a Top-2 boost with 2 places and active on', () => {
    expect(toBoostBody(TOP2)).toEqual({
      bookmaker: 'Betr',
      boostType: 'FIXED_PLACE_K2',
      raceExtId: 'r1',
      runnerExtId: 'x3',
      boostedOdds: 2.5,
      isActive: true,
      kPlaces: 2,
    });
  });

  it('should need 2 to 4 legs for Any-Of and send them', () => {
    const anyOf: BoostFormValues = { ...TOP2, boostType: 'ANY_OF_WIN', legs: [{ raceExtId: 'r1', runnerExtId: 'x3' }, { raceExtId: 'r1', runnerExtId: '' }] };
    expect(boostFormProblem(anyOf)?.title).toBe('Validation error');
    const two = { ...anyOf, legs: [{ raceExtId: 'r1', runnerExtId: 'x3' }, { raceExtId: 'r1', runnerExtId: 'x5' }] };
    expect(boostFormProblem(two)).toBeNull();
    expect(toBoostBody(two).legs).toEqual(two.legs);
    expect(toBoostBody(two)).not.toHaveProperty('kPlaces');
  });
});
