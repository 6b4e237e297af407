import { SETUP_COMMANDS, SETUP_TEXTS } from '@ccms/contract/setup';
import { Button, Flex, Result, Typography } from 'antd';

/**
 * Shown instead of the way to sign in while no administrator exists (docs/domain.md §16.1 The
 * first administrator): whichever provider signs people in, nobody could work yet. Names the
 * command that creates the first administrator; the page is read again once it has run.
 */
export function NoAdministratorNotice() {
  return (
    <Flex justify="center" style={{ paddingTop: 64 }}>
      <Result
        status="warning"
        title={SETUP_TEXTS.noAdministratorTitle}
        subTitle={<span data-testid="no-administrator">{SETUP_TEXTS.noAdministrator}</span>}
        extra={
          <Flex vertical align="center" gap={16}>
            <Typography.Text code copyable>
              {SETUP_COMMANDS.createAdministrator}
            </Typography.Text>
            <Button type="primary" onClick={() => window.location.reload()}>
              {SETUP_TEXTS.retry}
            </Button>
          </Flex>
        }
      />
    </Flex>
  );
}
