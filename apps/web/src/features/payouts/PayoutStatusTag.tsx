/** A payout's status as a coloured tag: the console's one (shared with pages that show a payout's status). */
export { PayoutStatusTag } from '../../components/StatusTags';
