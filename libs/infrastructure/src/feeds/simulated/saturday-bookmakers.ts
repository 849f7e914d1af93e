import type { BookmakerProfile } from './bookmaker-profiles';
import { hashString, unitOf, mixHash } from './seeded-random';

// The other bookmakers a Saturday on Betwatch prices beside the 17 of docs/product.md §9 (about a
// hundred in all): the brands Betwatch's SDK names and a few smaller ones. Each is framed like
// one of the 17, from a hash of its name: a few national brands cover nearly every meeting, most
// are small books that price the bigger meetings and some of the rest, open their markets only
// hours before, and follow the market less closely (docs/architecture.md §3).

const NAMES = `Bet365 Unibet Moneyball Bluebet Betflux Mintbet Baggybet Betdeluxe Winbet Texbet
  Realbookie Picnicbet Zbet Wishbet Punt123 Marantellibet Getsetbet Okebet Readybet Betgold Bossbet
  Rambet Robwaterhouse Swiftbet Upcoz Foxcatcher Booki Colossalbet Topsport Southerncrossbet
  Elitebet Winnersbet Jimmybet Betbarn Actionbet Bbet Webetnet Bethunter Goldbet Midasbet Vicbet
  Betdeck BetBetBet PuntersPal Lynchbet Lucasbet Pendleburybet Tombet Trackbet Woodcockracing
  Vipbettingservices Davebet Gallopbet Riverbet Barringtonbookmaking Topodds Beazabet PuntOnDogs
  Picklebet Betgalaxy Diamondbet Bitwinning Combet Ultrabet Thunderbet EskanderBet SportChamps Surge
  Kingbet Sunbet Racebet Betcity Hoofbet Fortunebet Punterbet Quinellabet Straightbet Ozbet
  Harbourbet Outbackbet Furlongbet Photofinishbet Saddlebet Trifectabet`
  .split(/\s+/)
  .filter(Boolean);

/** The national brands among them: nearly every meeting, markets open the day before. */
const NATIONAL = new Set(['Bet365', 'Unibet', 'Bluebet', 'Topsport', 'Betdeluxe', 'Robwaterhouse']);

const draw = (name: string, salt: number) => unitOf(mixHash(hashString(name), salt));

function profileOf(name: string, index: number): BookmakerProfile {
  const national = NATIONAL.has(name);
  // Coverage of AU gallops: national brands 0.95, the rest 0.2 to 0.85; dogs and trots less, NZ little.
  const gallops = national ? 0.95 : 0.2 + 0.65 * draw(name, 1);
  const dogsTrots = gallops * (national ? 0.95 : 0.4 + 0.5 * draw(name, 2));
  const nz = national ? 0.6 : 0.05 + 0.3 * draw(name, 3);
  const opensFrom = national ? 16 : 2 + Math.floor(6 * draw(name, 4));
  return {
    name,
    winMargin: 0.11 + 0.07 * draw(name, 5),
    placeMargin: (0.11 + 0.07 * draw(name, 5)) * 1.4,
    proportionalShare: 0.35 + (index % 4) * 0.1,
    // The 17's opinion scale (0.45 of 0.045-0.1): national brands close to the market, small books noisier.
    noise: 0.45 * (national ? 0.065 : 0.075 + 0.03 * draw(name, 6)),
    repriceMinutes: 2 + (index % 5) * 2,
    coverage: {
      AU: { TB: gallops, GR: dogsTrots, HR: dogsTrots },
      NZ: { TB: nz, GR: nz * 0.7, HR: nz * 0.8 },
    },
    opensHoursBefore: [opensFrom, opensFrom + (national ? 10 : 6)],
    fourPlacesOnBigFields: national && draw(name, 7) < 0.5,
    boostRate: national ? 0.4 : draw(name, 8) < 0.3 ? 0.2 * draw(name, 9) : 0,
    maxOdds: index % 3 === 0 ? 201 : 501,
  };
}

/** The Saturday's bookmakers beyond the 17, in a fixed order. */
export const SATURDAY_BOOKMAKER_PROFILES: readonly BookmakerProfile[] = NAMES.map(profileOf);
