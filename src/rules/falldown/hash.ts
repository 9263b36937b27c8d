// The stable hash peers compare lives in rules/core (every game's results are bound by it).
export { fnv1a, canonicalJson, hashText } from '../core/hash';
