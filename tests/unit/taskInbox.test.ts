import { describe, expect, it, vi } from 'vitest';
import { type ChallengeTask, createTaskInbox, TaskCancelledError } from '../../runtime/captcha/taskInbox.ts';
import type { Task } from '../../runtime/http/contract.ts';

const toast = (taskId: string): Task => ({
  taskId,
  taskType: 'toast',
  taskData: { content: `hello ${taskId}` },
  block: true,
});
const slider = (taskId: string): Task => ({
  taskId,
  taskType: 'slider',
  taskData: { bgImage: 'data:,', pieceImage: 'data:,', width: 320, height: 160, pieceSize: 50, y: 20 },
  block: true,
});

describe('task inbox (between the http client and the challenge host)', () => {
  it('shows one task at a time, in arrival order; the next comes only when the shown one is settled', async () => {
    const inbox = createTaskInbox();
    const shown: string[] = [];
    inbox.connect((task) => shown.push(task.taskId));
    const first = inbox.handle(slider('a'));
    const second = inbox.handle(toast('b'));
    expect(inbox.size()).toBe(2);
    await vi.waitFor(() => expect(shown).toEqual(['a']));
    expect(inbox.size()).toBe(2);
    inbox.settle('a', { outcome: 'completed' });
    await expect(first).resolves.toEqual({ taskId: 'a' });
    expect(shown).toEqual(['a', 'b']);
    inbox.settle('b', { outcome: 'cancelled', message: 'gave up' });
    await expect(second).rejects.toEqual(new TaskCancelledError('toast', 'gave up'));
    expect(inbox.size()).toBe(0);
  });

  it('holds tasks until a host connects; a host that leaves hands its unsettled task to the next', async () => {
    const inbox = createTaskInbox();
    await import('../../runtime/captcha/taskShapes.ts'); // loaded, so the task is read within a tick
    void inbox.handle(slider('a'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    const firstHost: ChallengeTask[] = [];
    const disconnect = inbox.connect((task) => firstHost.push(task));
    expect(firstHost.map((t) => [t.type, t.taskId])).toEqual([['slider', 'a']]);
    disconnect();
    const secondHost: string[] = [];
    inbox.connect((task) => secondHost.push(task.taskId));
    expect(secondHost).toEqual(['a']);
  });

  it('a task whose data does not fit its type fails the waiting request at once, naming the field', async () => {
    const logged: string[] = [];
    const inbox = createTaskInbox((message) => logged.push(message));
    const shown: string[] = [];
    inbox.connect((task) => shown.push(task.taskId));
    await expect(
      inbox.handle({ taskId: 'x', taskType: 'slider', taskData: { bgImage: 'data:,' }, block: true }),
    ).rejects.toThrow(/^slider task: taskData\.pieceImage /);
    expect(shown).toEqual([]);
    expect(logged).toEqual(['task not shown']);
  });

  it('settling a task that is not the shown one is a bug, and says so', async () => {
    const inbox = createTaskInbox();
    const shown: string[] = [];
    inbox.connect((task) => shown.push(task.taskId));
    void inbox.handle(toast('a'));
    await vi.waitFor(() => expect(shown).toEqual(['a']));
    expect(() => inbox.settle('b', { outcome: 'completed' })).toThrow('task b is not the one shown');
  });
});
