/** A top-up's status as a coloured tag: the console's one (shared with pages that show a top-up's status). */
export { TopupStatusTag } from '../../components/StatusTags';
