import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { NewsCategory } from '../../../runtime/http/contract/news.ts';

/** Every category's name; a category added to the contract without one is a compile error. */
export const NEWS_CATEGORY_LABELS: Record<NewsCategory, MessageDescriptor> = {
  announcement: msg`Announcements`,
  maintenance: msg`Maintenance`,
  activity: msg`Activities`,
  industry: msg`Industry`,
};
