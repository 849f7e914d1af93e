import { bookmakerColour } from '@overlay/domain';
import { choiceOf, matchingSources, orderedChoice, sourceGroups } from './bookmaker-choice';

const KNOWN = ['TAB', 'Sportsbet', 'Bet365', 'Unibet'];

describe('bookmaker choice', () => {
  it('should group the known books (catalogue colour, else the rule) apart from totes and exchanges', () => {
    const groups = sourceGroups(KNOWN, [
      { name: 'Bet365', kind: 'bookmaker', colour: '#027b5b' },
      { name: 'TAB Tote', kind: 'tote', colour: '#000000' },
      { name: 'Betfair', kind: 'exchange', colour: '#ffb80c' },
    ]);
    expect(groups.bookmaker.map((s) => s.name)).toEqual(KNOWN);
    expect(groups.bookmaker[0].colour).toBe(bookmakerColour('TAB'));
    expect(groups.tote.map((s) => s.name)).toEqual(['TAB Tote']);
    expect(groups.exchange.map((s) => s.name)).toEqual(['Betfair']);
  });

  it.each([
    ['', KNOWN],
    ['bet', ['Sportsbet', 'Bet365', 'Unibet']],
    ['BET 3', ['Bet365']],
    ['zz', []],
  ])('should match %j against the names without case, spaces or punctuation', (search, names) => {
    const sources = KNOWN.map((name) => ({ name, kind: 'bookmaker' as const, colour: '#000000' }));
    expect(matchingSources(sources, search).map((s) => s.name)).toEqual(names);
  });

  it('should keep the choice in the known order, whatever order it was picked in', () => {
    expect(orderedChoice(KNOWN, choiceOf(['unibet', 'TAB']))).toEqual(['TAB', 'Unibet']);
  });
});
