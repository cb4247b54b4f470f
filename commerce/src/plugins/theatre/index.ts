export * from './constants';
export * from './entities';
export { FestivalService } from './services/festival.service';
export { TheatreService } from './services/theatre.service';
export { TheatrePlugin } from './theatre.plugin';
export type * from './types';
