import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { cors } from 'hono/cors';
import type { Database } from '../db.ts';
import { WIDGET_VENDORS, type WidgetVendor } from '../tasks.ts';

// Not `new URL(…, import.meta.url)`: Vite rewrites that pattern into an asset URL when tests bundle the sandbox.
const source = readFileSync(join(import.meta.dirname, 'widget.js'), 'utf8');

/** The script a vendor's `api.js` stands for: the widget source, installed for that vendor. */
export function widgetScript(vendor: WidgetVendor): string {
  return `${source}\ninstallSandboxWidget(${JSON.stringify(vendor)}, document.currentScript);\n`;
}

/**
 * The widget's calls answer any origin (the dev server's, the jsdom tests'), even when a fault is injected on
 * them: registered before the fault middleware.
 */
export function widgetCors(app: Hono): void {
  app.use('/__sandbox/widget/*', cors({ origin: '*', allowMethods: ['GET', 'POST'] }));
}

/**
 * The sandbox's captcha widget in the browser: `GET /__sandbox/widget/<vendor>/api.js` (faults apply to it).
 * And, like the outbox for codes, `GET /__sandbox/widget/slider/answer[?taskId=]`: where the newest open slider
 * puzzle's gap is, `{ taskId, x, y }`, for tests that solve it as a person reads it off the picture; and
 * `GET /__sandbox/widget/task?type=<taskType>`: the newest open task of a type, `{ taskId, taskType }`, for tests
 * that act on a task behind the page's back (another tab answering it first).
 */
export function widgetRoutes(app: Hono, { db }: { db: Database }): void {
  const newestSlider = db.prepare(
    `SELECT task_id, task_data, secret FROM tasks WHERE task_type = 'slider' AND state = 'open' AND (? IS NULL OR task_id = ?)
     ORDER BY created_at DESC, rowid DESC LIMIT 1`,
  );
  const newestOpen = db.prepare(
    `SELECT task_id, task_type FROM tasks WHERE task_type = ? AND state = 'open' ORDER BY created_at DESC, rowid DESC LIMIT 1`,
  );
  app.get('/__sandbox/widget/task', (c) => {
    const row = newestOpen.get(c.req.query('type') ?? '') as { task_id: string; task_type: string } | undefined;
    if (!row) return c.json({ status: 404, message: `no open ${c.req.query('type') ?? ''} task`, result: null }, 404);
    return c.json({ taskId: row.task_id, taskType: row.task_type });
  });
  app.get('/__sandbox/widget/slider/answer', (c) => {
    const taskId = c.req.query('taskId') ?? null;
    const row = newestSlider.get(taskId, taskId) as { task_id: string; task_data: string; secret: string } | undefined;
    if (!row) return c.json({ status: 404, message: 'no open slider task', result: null }, 404);
    const { x } = JSON.parse(row.secret) as { x: number };
    const { y } = JSON.parse(row.task_data) as { y: number };
    return c.json({ taskId: row.task_id, x, y });
  });

  app.get('/__sandbox/widget/:vendor/api.js', (c) => {
    const vendor = c.req.param('vendor');
    if (!(WIDGET_VENDORS as readonly string[]).includes(vendor)) {
      return c.json({ status: 404, message: `no widget ${vendor}`, result: null }, 404);
    }
    return c.body(widgetScript(vendor as WidgetVendor), 200, {
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'no-store',
    });
  });
}
