// The bank files module's face: the operators' ISO 20022 files (out and in) and the schedule that
// writes and reads them; the files themselves are the bank rail's (rails/bank/iso20022).
export { bankFileRoutes } from './routes';
export { type BankFilesService, bankFilesService } from './service';
