import { createListType } from './list-type.ts';

export { chooseFromList, clearList } from '../answer-kinds/list-answer.ts';

/** multi_choose_from_list: one dropdown per statement, several answers each. */
export const multiChooseFromListType = createListType('multi_choose_from_list', true);
