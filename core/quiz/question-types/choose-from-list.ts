import { createListType } from './list-type.ts';

export { chooseFromList, clearList } from '../answer-kinds/list-answer.ts';

/** choose_from_list: one dropdown per statement, one answer each. */
export const chooseFromListType = createListType('choose_from_list', false);
