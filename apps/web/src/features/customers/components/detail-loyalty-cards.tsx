import { PlusOutlined } from '@ant-design/icons';
import { type TLoyaltyCard, ZCardNumber } from '@ccms/contract/customers/schemas';
import {
  Button,
  Card,
  Form,
  Input,
  Switch,
  Table,
  type TableColumnsType,
  Tag,
  Tooltip,
} from 'antd';
import { useEffect, useRef } from 'react';
import { useSingleRun } from '../../../lib/use-single-run';
import { zodRule } from '../../../lib/zod-rule';
import { useAddLoyaltyCard } from '../api/add-loyalty-card';
import { useCustomerCards } from '../api/get-customer-cards';
import { useUpdateLoyaltyCard } from '../api/update-loyalty-card';
import {
  CARD_NUMBER_LENGTH,
  isCompleteCardNumber,
  sanitizeCardNumberInput,
  shouldNewCardBeActive,
} from './detail-card-number';

/** The page reloads 1 s after a card is added (docs/domain.md §6 Cards). */
const RELOAD_AFTER_ADD_MS = 1000;

type Props = {
  customerId: string;
  /** Why cards may not be added or switched (a manager, no 'Customer.Crud'); null when allowed. */
  blockReason: string | null;
};

type AddCardValues = { number?: string };

/** The customer's loyalty cards: the active-card switch per card and the add-card form. */
export function DetailLoyaltyCards({ customerId, blockReason }: Props) {
  const cards = useCustomerCards(customerId);
  const updateCard = useUpdateLoyaltyCard();
  const addCard = useAddLoyaltyCard();
  const [form] = Form.useForm<AddCardValues>();
  const typedNumber = Form.useWatch('number', form);
  const reloadTimer = useRef<number | undefined>(undefined);
  const isBlocked = blockReason !== null;

  useEffect(() => () => window.clearTimeout(reloadTimer.current), []);

  const list = cards.data ?? [];
  const switchingId = updateCard.isPending ? updateCard.variables.id : null;

  const setActiveCard = (card: TLoyaltyCard, isActiveCard: boolean) => {
    updateCard.mutate({ id: card.id, customerId, isActiveCard, isActive: card.isActive });
  };

  // Once at a time; a repeat of the same card carries the same key (docs/domain.md §21).
  const { run: add, isRunning: isAdding } = useSingleRun(async () => {
    const { number } = await form.validateFields();
    if (!isCompleteCardNumber(number)) return;
    try {
      await addCard.mutateAsync({
        number,
        customerId,
        isActiveCard: shouldNewCardBeActive(list),
      });
    } catch {
      return; // the global handler has shown the server's message
    }
    form.resetFields();
    reloadTimer.current = window.setTimeout(() => window.location.reload(), RELOAD_AFTER_ADD_MS);
  });

  const columns: TableColumnsType<TLoyaltyCard> = [
    { title: 'Kart Numarası', dataIndex: 'number' },
    {
      title: 'Aktif Kart',
      dataIndex: 'isActiveCard',
      render: (isActiveCard: boolean, card) => (
        <Tooltip title={blockReason ?? undefined}>
          <Switch
            checked={switchingId === card.id ? updateCard.variables?.isActiveCard : isActiveCard}
            loading={switchingId === card.id}
            disabled={isBlocked || updateCard.isPending}
            onChange={(checked) => setActiveCard(card, checked)}
            aria-label={`${card.number} aktif kart`}
            data-testid={`card-active-${card.number}`}
          />
        </Tooltip>
      ),
    },
    {
      title: 'Kart Durumu',
      dataIndex: 'isActive',
      render: (isActive: boolean) =>
        isActive ? <Tag color="green">Aktif</Tag> : <Tag color="default">Pasif</Tag>,
    },
  ];

  return (
    <Card title="Sadakat Kartları" size="small">
      <Table<TLoyaltyCard>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={list}
        loading={cards.isFetching}
        pagination={false}
        locale={{
          emptyText: cards.isError ? 'Kartlar yüklenemedi.' : 'Bu müşteriye ait kart bulunmuyor.',
        }}
        data-testid="customer-cards"
      />
      <Form<AddCardValues>
        form={form}
        layout="inline"
        onFinish={() => void add()}
        style={{ marginTop: 12, rowGap: 8 }}
        disabled={isBlocked}
      >
        <Form.Item
          name="number"
          rules={[zodRule(ZCardNumber)]}
          validateTrigger="onBlur"
          normalize={(value: string | undefined) => sanitizeCardNumberInput(value ?? '')}
          style={{ flex: '1 1 200px' }}
        >
          <Input
            placeholder="Yeni kart numarası (13 hane)"
            maxLength={CARD_NUMBER_LENGTH}
            inputMode="numeric"
            autoComplete="off"
            aria-label="Yeni kart numarası"
            data-testid="card-number-input"
          />
        </Form.Item>
        <Form.Item style={{ marginInlineEnd: 0 }}>
          <Tooltip title={blockReason ?? undefined}>
            <Button
              type="primary"
              htmlType="submit"
              icon={<PlusOutlined />}
              loading={addCard.isPending || isAdding}
              disabled={isBlocked || !isCompleteCardNumber(typedNumber) || addCard.isSuccess}
              data-testid="card-add"
            >
              Kart Ekle
            </Button>
          </Tooltip>
        </Form.Item>
      </Form>
    </Card>
  );
}
