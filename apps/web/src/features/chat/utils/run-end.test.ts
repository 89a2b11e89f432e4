import { describe, expect, it } from 'vitest';
import { ReplyFailedError, ReplyStreamBrokenError } from '@/features/chat/api/reply-stream';
import { runEndOf } from '@/features/chat/utils/run-end';

describe('runEndOf', () => {
  const failed = new ReplyFailedError(502, 'upstream', 'The model is not available');
  const broken = new ReplyStreamBrokenError('The reply stream broke off');

  it('is abandoned whatever the error when this page aborted the stream', () => {
    for (const error of [failed, broken, new DOMException('Aborted', 'AbortError')]) {
      expect(runEndOf(error, true)).toEqual({ kind: 'abandoned' });
    }
  });

  it('tells a failed reply and a broken stream (both stored) from a refused request (nothing stored)', () => {
    expect(runEndOf(failed, false)).toEqual({ kind: 'failed', error: failed });
    expect(runEndOf(broken, false)).toEqual({ kind: 'broken', error: broken });
    const offline = new TypeError('Failed to fetch');
    expect(runEndOf(offline, false)).toEqual({ kind: 'refused', error: offline });
  });
});
