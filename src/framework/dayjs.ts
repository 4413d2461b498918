import dayjs from 'dayjs';
import 'dayjs/locale/id';

/** dayjs speaks Indonesian wherever it is used (date pickers, month and day names). */
dayjs.locale('id');

export default dayjs;
export type { Dayjs } from 'dayjs';
