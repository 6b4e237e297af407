import type { App } from 'antd';

type Modal = ReturnType<typeof App.useApp>['modal'];

/** A yes / no confirmation as a promise: true on 'Evet', false on 'Hayır' or closing it. */
export function confirmed(
  modal: Modal,
  options: { title: string; content?: string | null },
): Promise<boolean> {
  return new Promise((resolve) => {
    modal.confirm({
      title: options.title,
      content: options.content ?? undefined,
      okText: 'Evet',
      cancelText: 'Hayır',
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}
