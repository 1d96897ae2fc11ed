import { Center, Loader } from '@mantine/core';
import { COMMON } from '../config/messages';
import { DARK_PURPLE } from './theme';

/** Shown while the session's role is not known yet. */
export function FullPageLoader({ testId = 'role-spinner' }: { testId?: string }) {
  return (
    <Center h="100vh" w="100%" role="progressbar" aria-label={COMMON.loading} aria-busy="true">
      <Loader color={DARK_PURPLE} size="xl" data-testid={testId} />
    </Center>
  );
}
