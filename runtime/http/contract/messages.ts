import { z } from 'zod';
import { statusEnvelope } from './envelopes.ts';
import { id, noInput } from './fields.ts';

/** The message centre (spec section 7, `/message-api`): status envelope, per user. */

export const message = z.object({
  messageId: z.string(),
  messageCategory: z.number().int(),
  messageReadStatus: z.union([z.literal(0), z.literal(1)]),
  cardTypeData1: z.object({ title: z.string(), content: z.string(), time: z.string(), router: z.string().nullable() }),
});

export const messageCalls = {
  messageList: {
    method: 'GET',
    path: '/message-api/common/message/messageList1',
    query: z.object({
      messageCategory: z.coerce.number().int().min(0).max(99).default(0),
      pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
      pageSize: z.coerce.number().int().min(1).max(100).default(10),
    }),
    response: statusEnvelope(
      z.object({
        data: z.array(message),
        pageNo: z.number().int(),
        pageSize: z.number().int(),
        totalCount: z.number().int(),
      }),
    ),
  },
  unreadMessageNum: {
    method: 'GET',
    path: '/message-api/common/message/unReadMessageNum',
    query: noInput,
    response: statusEnvelope(z.number().int()),
  },
  readMessage: {
    method: 'POST',
    path: '/message-api/common/message/readMessage',
    query: noInput,
    body: z.object({ messageId: id }),
    response: statusEnvelope(z.boolean()),
  },
} as const;
