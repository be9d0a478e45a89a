import type { EventObjectView } from '../../platform/event-rows';
import { kybRepo } from './repo';
import { toSummary } from './view';

/** KYB submissions in events: the rows kept, as the REST API lists a submission. */
export const kybEventView: EventObjectView = async (q, rows) =>
  (await kybRepo.eventRows(q, rows)).map(toSummary);
