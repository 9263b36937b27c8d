// The physical table: public surface of the table layer.
export * from './schema';
export * from './geometry';
export * from './snapshot';
export * from './log';
export * from './random';
export { newId } from './ids';
export { objectsOf, metaOf, writeObject, patchObject } from './doc';
export {
  ROOT, ROOT_KEYS, META_KEYS, MATCH_KEYS, MATCH_SEGMENT, MATCH_SEAT_SEGMENTS, SEATS_KEYS, REWIND_ANSWERS, SCHEMA_VERSION, PROTOCOL_VERSION,
  metaKeySeat, matchKeyParts, type RootName, type RewindAnswer,
} from './layout';
export { TableOpError, log as writeLog, type TableActor, type TableContext } from './context';
export { move, moveGroup, type MoveArgs } from './ops/move';
export { flip, tap, rotate180 } from './ops/faces';
export { stackOnto, takeCards, draw, deal, shuffle, cut, setLayout } from './ops/stacks';
export { attach, detach } from './ops/attach';
export { roll, adjust, setValue } from './ops/pieces';
export { create, remove, duplicate, zOrder, type NewObject } from './ops/objects';
export { zoneAt, handZoneOf, zonesOf } from './ops/zones';
export { writeSealed, revealSealed } from './ops/sealed';
export { exposureOf, hiddenDecksOf, cardPosition, zonesIn, canHandle, type Exposure } from './hidden';
export { runCommand, parseCommand, runParsed, COMMAND_TYPES, commandSchemas, type Command, type CommandArgs, type CommandType, type CommandResult } from './commands';
export { createUndoManager } from './undo';
export { GENERIC_MAT, applyMat, readMatInfo, mirrorZone, matDefinitionSchema, type MatDefinition, type MatInfo } from './mat';
export { saveTable, parseSaveFile, loadTable, LOAD_BATCH, SaveFileError, type ParsedSave } from './savefile';
export { setupTable, type SeatSetup } from './setup';
export { LiveTable, SLICE_ABOVE, type LiveChange, type SnapshotListener } from './live';
