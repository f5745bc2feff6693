import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AcademyCategory } from '../../../runtime/http/contract/academy.ts';

/** Every category's name; a category added to the contract without one is a compile error. */
export const ACADEMY_CATEGORY_LABELS: Record<AcademyCategory, MessageDescriptor> = {
  beginner: msg`Getting started`,
  basics: msg`Mining basics`,
  hardware: msg`Hardware`,
  economics: msg`Mining economics`,
  security: msg`Security`,
  guides: msg`Product guides`,
};
