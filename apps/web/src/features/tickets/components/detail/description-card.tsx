import { Card, Typography } from 'antd';
import { textOrDash } from './detail-format';

/** 'Açıklama': the ticket's description, line breaks kept. */
export function DescriptionCard({ description }: { description: string }) {
  return (
    <Card title="Açıklama" size="small" data-testid="ticket-description">
      <Typography.Paragraph className="ticket-detail-description">
        {textOrDash(description)}
      </Typography.Paragraph>
    </Card>
  );
}
