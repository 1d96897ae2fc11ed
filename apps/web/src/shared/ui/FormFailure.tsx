import { Alert } from '@mantine/core';

/** The server's message for a whole form (field errors go under their fields); nothing when there is none. */
export function FormFailure({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      {message}
    </Alert>
  );
}
