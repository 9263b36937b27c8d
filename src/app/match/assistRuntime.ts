// What the rules assist needs once a table holds a game, loaded with the game's rules
// (useRulesAssist): the match driver and the rules log's wording. A free table never fetches it.
export { MatchDriver } from './driver';
export { describeActionKey, rulesLogEntries } from '../../rules/core/assist';
