import { Alert } from '@mantine/core';

/**
 * A failure the user should read: the server's message for a whole form (field errors go under their fields) or
 * why a panel could not load; nothing when there is none.
 */
export function FailureAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      {message}
    </Alert>
  );
}
