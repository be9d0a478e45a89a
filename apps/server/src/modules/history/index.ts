// The history module's public face: what the ledger writes with each booking (`recordHistory`, or
// `historyRowsPart` within the statement of its postings), what merchants read of it (the service and
// its routes), its invariants for the ledger check, the statement of a page (the bench explains the
// plan the server runs), and the history of a period (monthly statements and the money page's chart).
export { historyInvariants } from './invariants';
export {
  dailyFlows,
  hasMovements,
  historyBalancesBefore,
  merchantsWithMovements,
  type PeriodRow,
  periodMovements,
} from './period';
export { type HistoryFacts, type HistoryLine, historyRowsPart, recordHistory } from './record';
export { historyPageQuery } from './repo';
export { historyRoutes } from './routes';
export { type DecimalsOf, type HistoryService, historyService } from './service';
