import { useRussianZodMessages as installRussianZodMessages } from '@protocolist/contracts/zod-ru';
import dayjs from 'dayjs';
import 'dayjs/locale/ru';
import { attachScreenState } from '../store/screen-state';
import type { AppStore } from '../store';

export { loadMainPage, loadReadingRedirect } from './main-pages';

/**
 * What every screen but /login needs before it renders: RTK Query and the upload slices in the store, zod's Russian messages for the
 * forms, dayjs in Russian. /login (its form checks itself, its requests go without RTK Query) loads none of it and
 * stays within its JavaScript budget (issue 16); the router loads this with any other screen.
 */
export function setUpScreens(store: AppStore): void {
  installRussianZodMessages();
  dayjs.locale('ru');
  attachScreenState(store);
}
