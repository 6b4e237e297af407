import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { formatClock } from './simulator-messages';
import type { LogEntry } from './simulator-state';

type Props<T> = {
  title: string;
  entries: LogEntry<T>[];
  render: (item: T) => ReactNode;
  emptyText: string;
  testId: string;
};

/** A short, scrolling list of timestamped entries, newest first. */
export function TimedLog<T>({ title, entries, render, emptyText, testId }: Props<T>) {
  return (
    <section>
      <Typography.Text strong style={{ fontSize: 12 }}>
        {title}
      </Typography.Text>
      {/* A scrolling log is reached by Tab, so a keyboard can scroll it. */}
      <ol
        data-testid={testId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keyboard.
        tabIndex={0}
        aria-label={title}
        style={{
          listStyle: 'none',
          margin: '2px 0 0',
          padding: 0,
          maxHeight: 96,
          overflowY: 'auto',
          fontSize: 11,
          fontFamily: 'monospace',
        }}
      >
        {entries.length === 0 ? (
          <li>
            <Typography.Text type="secondary" style={{ fontSize: 11 }}>
              {emptyText}
            </Typography.Text>
          </li>
        ) : (
          entries.map((entry) => (
            <li key={entry.seq} style={{ wordBreak: 'break-all' }}>
              <Typography.Text type="secondary" style={{ fontSize: 11 }}>
                {formatClock(entry.at)}
              </Typography.Text>{' '}
              {render(entry.item)}
            </li>
          ))
        )}
      </ol>
    </section>
  );
}
