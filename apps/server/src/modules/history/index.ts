// The history module's public face: what the ledger writes with each booking (`recordHistory`), what
// merchants read of it (the service and its routes), and its invariants for the ledger check.
export { historyInvariants } from './invariants';
export { type HistoryFacts, type HistoryLine, recordHistory } from './record';
export { historyRoutes } from './routes';
export { type DecimalsOf, type HistoryService, historyService } from './service';
