import type { Database } from '../../db.ts';
import { CallError, type Define, failed, ok } from '../../http.ts';

interface MessageRow {
  message_id: string;
  category: number;
  title: string;
  content: string;
  router: string | null;
  created_at: number;
  read_status: number;
}

/** Messages per user; category 0 means every category. */
export function messageRoutes(define: Define, { db }: { db: Database }): void {
  const total = db.prepare('SELECT COUNT(*) AS n FROM messages WHERE uid = ? AND (? = 0 OR category = ?)');
  const page = db.prepare(
    `SELECT * FROM messages WHERE uid = ? AND (? = 0 OR category = ?)
     ORDER BY created_at DESC, message_id DESC LIMIT ? OFFSET ?`,
  );
  const unread = db.prepare('SELECT COUNT(*) AS n FROM messages WHERE uid = ? AND read_status = 0');
  const read = db.prepare('UPDATE messages SET read_status = 1 WHERE uid = ? AND message_id = ?');

  const uidOf = (user: { uid: number } | undefined) => {
    if (!user) throw new CallError(401, 401, 'login required');
    return user.uid;
  };

  define(
    'messageList',
    ({ messageCategory, pageNo, pageSize }, { user }) => {
      const uid = uidOf(user);
      const rows = page.all(
        uid,
        messageCategory,
        messageCategory,
        pageSize,
        (pageNo - 1) * pageSize,
      ) as unknown as MessageRow[];
      return ok({
        data: rows.map((row) => ({
          messageId: row.message_id,
          messageCategory: row.category,
          messageReadStatus: row.read_status === 1 ? (1 as const) : (0 as const),
          cardTypeData1: {
            title: row.title,
            content: row.content,
            time: new Date(row.created_at).toISOString(),
            router: row.router,
          },
        })),
        pageNo,
        pageSize,
        totalCount: (total.get(uid, messageCategory, messageCategory) as { n: number }).n,
      });
    },
    { auth: true },
  );

  define('unreadMessageNum', (_input, { user }) => ok((unread.get(uidOf(user)) as { n: number }).n), { auth: true });

  define(
    'readMessage',
    ({ messageId }, { user }) =>
      read.run(uidOf(user), messageId).changes === 1 ? ok(true) : failed(404, `no message ${messageId}`),
    { auth: true },
  );
}
