export { WaitingListEntry } from './entities/waiting-list-entry.entity';
export { WaitingListService } from './services/waiting-list.service';
export { WaitingListPlugin } from './waiting-list.plugin';
export { WAITING_LIST_PATHS, waitingListEmailHandlers } from './waiting-list-email-handlers';
