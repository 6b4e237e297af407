import { Flex, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useSignInAttempts } from '../api/list-sign-in-attempts';
import { SignInAttemptsFilterCard } from '../components/sign-in-attempts-filter-card';
import {
  buildSignInAttemptsQuery,
  INITIAL_SIGN_IN_ATTEMPTS_STATE,
  type SignInAttemptFilters,
  type SignInAttemptsState,
} from '../components/sign-in-attempts-query';
import { SignInAttemptsTable } from '../components/sign-in-attempts-table';

/**
 * /definitions/sign-in-attempts 'Oturum Açma Kayıtları' (Admin): every password sign-in attempt
 * with its account, address and outcome, newest first, read-only (docs/domain.md §9).
 */
export default function SignInAttemptsScreen() {
  const [state, setState] = useState<SignInAttemptsState>(INITIAL_SIGN_IN_ATTEMPTS_STATE);
  const query = useMemo(() => buildSignInAttemptsQuery(state), [state]);
  const attempts = useSignInAttempts(query);

  const search = (filters: SignInAttemptFilters) =>
    setState((current) => ({ ...current, filters, page: 1 }));

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        Oturum Açma Kayıtları
      </Typography.Title>
      <SignInAttemptsFilterCard onSearch={search} isSearching={attempts.isFetching} />
      <SignInAttemptsTable
        page={attempts.data}
        isLoading={attempts.isFetching}
        pageNumber={state.page}
        order={state.order}
        onChange={(change) => setState((current) => ({ ...current, ...change }))}
      />
    </Flex>
  );
}
